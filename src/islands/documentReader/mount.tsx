import { createRoot } from 'react-dom/client';
import DocumentsTool from './DocumentsTool.tsx';

/**
 * Renders the document analysis into `element`: called by the launcher on first use. With
 * `compare`, focus goes to the offer comparison instead of the file picker.
 */
export function mount(element: HTMLElement, compare = false): void {
	createRoot(element).render(<DocumentsTool compare={compare} />);
}
