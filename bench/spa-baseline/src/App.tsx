/**
 * The app: a react-query client around a browser router with the home ("/") and a not-found
 * page for every other path.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Home } from './Home.tsx';
import { NotFound } from './NotFound.tsx';

const queryClient = new QueryClient();

const router = createBrowserRouter([
	{ path: '/', element: <Home /> },
	{ path: '*', element: <NotFound /> },
]);

export function App() {
	return (
		<QueryClientProvider client={queryClient}>
			<RouterProvider router={router} />
		</QueryClientProvider>
	);
}
