/** Every path but the home: a short not-found page with a link back. */
import { Link } from 'react-router';

export function NotFound() {
	return (
		<main id="contenido" className="mx-auto max-w-3xl px-4 py-16">
			<h1 className="text-2xl font-bold">Página no encontrada</h1>
			<p className="mt-4">
				<Link to="/" className="text-primary underline">
					Volver al inicio
				</Link>
			</p>
		</main>
	);
}
