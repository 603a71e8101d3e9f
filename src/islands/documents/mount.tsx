import { createRoot } from 'react-dom/client';
import DocumentAnalysis from './DocumentAnalysis.tsx';

/** Renders the document analysis into `element`: called by the launcher on first use. */
export function mount(element: HTMLElement): void {
	createRoot(element).render(<DocumentAnalysis />);
}
