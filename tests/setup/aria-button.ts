/**
 * Component tests render the page as it is once hydrated, with react-aria's Button already
 * fetched (app/components/ui/PressButton.tsx), so a test holding a button is not left with the
 * native one it replaces. PressButton.test.tsx checks the native stage and the change itself.
 */
import { loadAriaButton } from '#app/components/ui/PressButton.tsx'

await loadAriaButton()
