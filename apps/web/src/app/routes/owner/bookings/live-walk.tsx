import { Page } from '../../../../components/layout/page';
import { LiveWalk } from '../../../../features/bookings/components/live-walk';
import { useRouteParams } from '../../../route-params';

/** A walk followed live, then its report: the owner's view of one walk booking. */
const LiveWalkScreen = () => {
  const { bookingId = '' } = useRouteParams();
  return (
    <Page size="md">
      <LiveWalk key={bookingId} bookingId={bookingId} />
    </Page>
  );
};

export default LiveWalkScreen;
