/** react-aria's Button, a chunk of its own: PressButton.tsx fetches it once the page has hydrated. */
export { Button } from 'react-aria-components/Button'
