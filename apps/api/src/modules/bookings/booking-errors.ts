// The refusal every booking action gives a caller who may not see the booking, in one wording.
import { AppError } from '../../plugins/errors';

/** Someone else's booking is answered as one that does not exist: not even its existence leaks. */
export const bookingNotFound = () => new AppError(404, 'Booking not found');
