/** /chat and rooms for a signed-out visitor (spec 001 §2.16): 'Please login to access chat' with a link to /auth. */
import { LoginPrompt } from '../components/chat-states';

export default function ChatLoginPage() {
  return <LoginPrompt />;
}
