/**
 * The baseline's entry, as a typical React single-page app starts: the error reporter first
 * (instrument.ts), then the app's modules (the Supabase client is created as they load), then
 * React renders the app into #root.
 */
import './instrument.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Falta #root en index.html');
createRoot(root).render(
	<StrictMode>
		<App />
	</StrictMode>,
);
