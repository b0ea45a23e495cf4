/** /society-chat/{id} (spec 001 §2.1): an older address of a room; sends the member to /societies/{id}/chat. */
import { Navigate, useParams } from 'react-router';

export default function HubChatRedirect() {
  const { hubId } = useParams();
  return <Navigate to={`/societies/${encodeURIComponent(hubId ?? '')}/chat`} replace />;
}
