import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { buildPath, type ProviderRole } from '@patili/domain/access';
import {
  AVAILABILITY_RANGE_MAX_DAYS,
  BOOKING_NOTES_MAX,
  WALK_HOURS_MAX,
  WALK_HOURS_MIN,
  WALKER_ADDRESS_MAX,
  type BookingView,
} from '@patili/domain/bookings';
import {
  VET_REQUEST_SERVICES,
  type PublicProviderProfile,
  type VetRequest,
} from '@patili/domain/discovery';
import { addDays, formatKurus, istanbulToday, toKurus } from '@patili/domain/shared';
import { IconCalendarCheck, IconInfoCircle, IconPaw, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DateField } from '../../../components/dates/date-field';
import { TimeField } from '../../../components/dates/time-field';
import { CancellationPolicy } from '../../../components/bookings/cancellation-policy';
import { StatusMessage } from '../../../components/feedback/status-message';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, errorMessage, useSchemaForm } from '../../../lib/form';
import { initialsOf, providerPriceText } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useRedirectAfter } from '../../../lib/use-redirect-after';
import { useCreateBooking } from '../api/create-booking';
import { useAvailability } from '../api/get-availability';
import { useBookingQuote } from '../api/get-booking-quote';
import { serviceText } from '../utils/booking-format';
import {
  BOOKING_SENT_REDIRECT_MS,
  bookFormSchema,
  initialBookValues,
  missingPriceMessage,
  quoteQueryOf,
  toCreateBookingInput,
  UNAVAILABLE_DAY,
  unavailableDayField,
  type BookValues,
} from '../utils/book-form';
import { QuotePanel } from './quote-panel';

type Props = {
  /** The provider being booked, as the owner's discovery profile shows them (kind already checked). */
  provider: PublicProviderProfile;
  /** The owner's pets. */
  pets: readonly { id: string; name: string }[];
  /** The appointment asked for on the request-a-vet screen, which fills the vet form. */
  vetRequest?: VetRequest | null;
  /** The provider's public profile (the "view profile" link). */
  profilePath: string;
  /** Called once the request is sent, before the redirect to the owner's bookings. */
  onBooked?: (booking: BookingView) => void;
};

const HOURS = Array.from(
  { length: WALK_HOURS_MAX - WALK_HOURS_MIN + 1 },
  (_, index) => WALK_HOURS_MIN + index,
);

/** Who is booked: picture, name, kind, price. */
const ProviderHeader = ({
  provider,
  profilePath,
}: {
  provider: PublicProviderProfile;
  profilePath: string;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const price = provider.price ? providerPriceText(t, provider.price, locale) : null;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={provider.avatarUrl} alt={provider.name} size={56} radius={56} color="patili">
        {initialsOf(provider.name, { skipTitles: true })}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={700} fz="lg" lh={1.2}>
            {provider.name}
          </Text>
          <Badge variant="light" size="sm">
            {t(`common:roles.${provider.kind}`)}
          </Badge>
        </Group>
        <Group gap="xs">
          {price ? (
            <Text size="sm" fw={600}>
              {price}
            </Text>
          ) : null}
          <Anchor component={Link} to={profilePath} size="sm">
            {t('bookings:book.viewProfile')}
          </Anchor>
        </Group>
      </Stack>
    </Group>
  );
};

/**
 * The book screen's form for any provider kind: the owner's pet, the kind's fields
 * (a sitter's service and days; a vet's appointment type, date and time; a walk's date, time,
 * hours and meeting place; a trainer's date and time), notes, and the server's live quote. It
 * cannot be sent without a pet or while the provider has no price; once sent it says so and goes
 * to the owner's bookings after 2 s.
 */
export const BookProviderForm = ({
  provider,
  pets,
  vetRequest = null,
  profilePath,
  onBooked,
}: Props) => {
  const { t } = useTranslation();
  const kind: ProviderRole = provider.kind;
  const today = istanbulToday(new Date());
  const createBooking = useCreateBooking();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const availability = useAvailability({
    providerId: provider.id,
    from: today,
    to: addDays(today, AVAILABILITY_RANGE_MAX_DAYS - 1),
  });
  const unavailableDays = useMemo(
    () => new Set(availability.data?.unavailableDays ?? []),
    [availability.data],
  );
  const offeredServices = useMemo(
    () => provider.servicePrices.map((item) => item.service),
    [provider.servicePrices],
  );
  const schema = useMemo(
    () => bookFormSchema({ kind, offeredServices, unavailableDays }),
    [kind, offeredServices, unavailableDays],
  );

  const form = useSchemaForm<BookValues>(schema, {
    initialValues: initialBookValues({ kind, pets, vetRequest }),
  });

  // A day off among the dates is said beside them at once, typed or picked, and gets no quote.
  const dayOff = unavailableDayField(kind, form.values, unavailableDays);
  const dayOffMessage = t(UNAVAILABLE_DAY);
  const { setFieldError, clearFieldError } = form;
  const dayOffShown = useRef<{ field: keyof BookValues; message: string } | null>(null);
  useEffect(() => {
    const shown = dayOffShown.current;
    if (shown?.field === dayOff && shown?.message === dayOffMessage) return;
    // Only the message put here is taken back; a server's message on the field stays.
    if (shown && shown.field !== dayOff) clearFieldError(shown.field);
    if (dayOff) setFieldError(dayOff, dayOffMessage);
    dayOffShown.current = dayOff ? { field: dayOff, message: dayOffMessage } : null;
  }, [dayOff, dayOffMessage, setFieldError, clearFieldError]);

  // The quote follows the fields, a moment after typing stops; compared as text so an equal query is the same one.
  const [quoteKey] = useDebouncedValue(
    JSON.stringify(dayOff ? null : quoteQueryOf(kind, provider.id, form.values)),
    300,
  );
  const quoteQuery = useMemo(
    () => JSON.parse(quoteKey) as ReturnType<typeof quoteQueryOf>,
    [quoteKey],
  );
  const quote = useBookingQuote(quoteQuery);

  // The sent form is replaced in the history: going back does not offer it again.
  useRedirectAfter(sent, buildPath('owner.bookings'), BOOKING_SENT_REDIRECT_MS);

  const noPets = pets.length === 0;
  const priceProblem = missingPriceMessage(provider);
  // A quote the server refuses (price out of bounds, a day off) is a booking it would refuse too.
  const quoteRefused =
    quote.isError &&
    quote.error instanceof ApiError &&
    quote.error.status >= 400 &&
    quote.error.status < 500;
  const zeroPrice = quote.data !== undefined && quoteQuery !== null && quote.data.price.total <= 0;
  const blocked = noPets || priceProblem !== null || quoteRefused || zeroPrice || sent;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    createBooking.mutate(toCreateBookingInput(kind, provider.id, values), {
      onSuccess: ({ booking }) => {
        setSent(true);
        onBooked?.(booking);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error))
          setFailure(errorMessage(error, t('bookings:errorCreatingBooking')));
      },
    });
  });

  const excludeDate = (date: string) => unavailableDays.has(date);
  const dateProps = { minDate: today, excludeDate, withAsterisk: true, disabled: sent } as const;
  const timeField = (
    <TimeField
      label={t('bookings:book.time')}
      minutesStep={15}
      withAsterisk
      disabled={sent}
      {...form.getInputProps('time')}
    />
  );

  return (
    <form noValidate onSubmit={submit}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <ProviderHeader provider={provider} profilePath={profilePath} />
              {vetRequest && kind === 'veterinarian' ? (
                <Alert color="teal" variant="light" icon={<IconCalendarCheck size={18} />}>
                  {t('bookings:book.vetRequestApplied')}
                </Alert>
              ) : null}
              {noPets ? (
                <Alert
                  color="orange"
                  variant="light"
                  icon={<IconPaw size={18} />}
                  title={t('bookings:book.noPetsTitle')}
                  role="alert"
                >
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t('bookings:book.noPets')}</Text>
                    <Button
                      component={Link}
                      to={buildPath('owner.pets.new')}
                      size="xs"
                      leftSection={<IconPlus size={14} />}
                    >
                      {t('bookings:book.addPet')}
                    </Button>
                  </Stack>
                </Alert>
              ) : (
                <Select
                  label={t('bookings:book.pet')}
                  placeholder={t('bookings:book.petPlaceholder')}
                  data={pets.map((pet) => ({ value: pet.id, label: pet.name }))}
                  withAsterisk
                  allowDeselect={false}
                  disabled={sent}
                  {...form.getInputProps('petId')}
                />
              )}
              {priceProblem ? <StatusMessage tone="error">{t(priceProblem)}</StatusMessage> : null}

              {kind === 'sitter' ? (
                <>
                  <Select
                    label={t('bookings:book.service')}
                    placeholder={t('bookings:book.servicePlaceholder')}
                    data={provider.servicePrices.map((item) => ({
                      value: item.service,
                      label: t('bookings:book.serviceOption', {
                        service: serviceText(t, item.service),
                        price: formatKurus(toKurus(item.lira), currentLocale()),
                      }),
                    }))}
                    withAsterisk
                    allowDeselect={false}
                    disabled={sent || offeredServices.length === 0}
                    {...form.getInputProps('service')}
                  />
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                    <DateField
                      label={t('bookings:book.startDate')}
                      {...dateProps}
                      {...form.getInputProps('startDate')}
                    />
                    <DateField
                      label={t('bookings:book.endDate')}
                      {...dateProps}
                      minDate={form.values.startDate || today}
                      {...form.getInputProps('endDate')}
                    />
                  </SimpleGrid>
                </>
              ) : (
                <>
                  {kind === 'veterinarian' ? (
                    <Select
                      label={t('bookings:book.appointmentType')}
                      placeholder={t('bookings:book.appointmentTypePlaceholder')}
                      data={VET_REQUEST_SERVICES.map((service) => ({
                        value: service,
                        label: serviceText(t, service),
                      }))}
                      withAsterisk
                      allowDeselect={false}
                      disabled={sent}
                      {...form.getInputProps('service')}
                    />
                  ) : null}
                  <SimpleGrid cols={{ base: 1, xs: kind === 'pet_walker' ? 3 : 2 }} spacing="md">
                    <DateField
                      label={t('bookings:book.date')}
                      {...dateProps}
                      {...form.getInputProps('date')}
                    />
                    {timeField}
                    {kind === 'pet_walker' ? (
                      <Select
                        label={t('bookings:book.hours')}
                        data={HOURS.map((hours) => ({
                          value: String(hours),
                          label: t('bookings:book.hoursOption', { count: hours }),
                        }))}
                        withAsterisk
                        allowDeselect={false}
                        disabled={sent}
                        {...form.getInputProps('hours')}
                      />
                    ) : null}
                  </SimpleGrid>
                  {kind === 'pet_walker' ? (
                    <TextInput
                      label={t('bookings:book.address')}
                      placeholder={t('bookings:book.addressPlaceholder')}
                      maxLength={WALKER_ADDRESS_MAX}
                      disabled={sent}
                      {...form.getInputProps('addressForWalker')}
                    />
                  ) : null}
                </>
              )}
              {unavailableDays.size > 0 ? (
                <Group gap={6} wrap="nowrap">
                  <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="xs" c="dimmed">
                    {t('bookings:book.unavailableHint')}
                  </Text>
                </Group>
              ) : null}
              {availability.isError ? (
                <Text size="xs" c="orange.9">
                  {t('bookings:errorFetchingAvailability')}
                </Text>
              ) : null}
              <Textarea
                label={t('bookings:book.notes')}
                placeholder={t('bookings:book.notesPlaceholder')}
                autosize
                minRows={3}
                maxRows={8}
                maxLength={BOOKING_NOTES_MAX}
                disabled={sent}
                {...form.getInputProps('notes')}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            pos={{ base: 'static', md: 'sticky' }}
            top={88}
          >
            <Stack gap="md">
              <QuotePanel
                quote={quote}
                ready={quoteQuery !== null && priceProblem === null && dayOff === null}
              />
              <CancellationPolicy policy={provider.cancellationPolicy} />
              {sent ? (
                <StatusMessage tone="success">{t('bookings:bookingRequestSent')}</StatusMessage>
              ) : null}
              {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
              <Button
                type="submit"
                size="md"
                fullWidth
                leftSection={<IconCalendarCheck size={18} />}
                loading={createBooking.isPending}
                disabled={blocked}
              >
                {t('bookings:book.submit')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </form>
  );
};
