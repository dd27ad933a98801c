import { useParams } from 'react-router';

import { Page } from '../../../../components/layout/page';
import { LiveWalk } from '../../../../features/bookings/components/live-walk';

/** A walk followed live, then its report: the owner's view of one walk booking. */
const LiveWalkScreen = () => {
  const { bookingId = '' } = useParams();
  return (
    <Page size="md">
      <LiveWalk key={bookingId} bookingId={bookingId} />
    </Page>
  );
};

export default LiveWalkScreen;
