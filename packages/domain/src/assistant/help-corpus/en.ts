import type { HelpPassage } from './help-passage.ts';
import { HELP_CORPUS_TR } from './tr.ts';

type EnglishText = Pick<HelpPassage, 'title' | 'text' | 'keywords'>;

/**
 * Peri's help corpus in English: the same passages as `tr.ts` (ids, links and roles come from
 * there, so the two never drift), with English titles, texts and search words.
 */
const ENGLISH: Record<string, EnglishText> = {
  'book-sitter': {
    title: 'How do I book a pet sitter?',
    text: 'Open “Find a sitter” from the menu and filter by city, district, price and rating. On the sitter’s profile press “Book”, choose your pet, the service and the start and end dates. Check the price summary and press “Send booking request”. The request stays pending until the sitter accepts; if it is not answered within 24 hours it is cancelled automatically.',
    keywords: ['sitter', 'pet sitting', 'boarding', 'holiday', 'book', 'hire', 'find a sitter', 'watch my cat', 'while away', 'look after'],
  },
  'book-veterinarian': {
    title: 'How do I get a veterinary appointment?',
    text: 'On “Find a veterinarian” compare clinics and press “Book” on the veterinarian’s profile. Choose your pet, the appointment type, the date and the time and press “Send booking request”. If you do not know which vet to choose, describe what you need with the “Request a Veterinarian Appointment” form. The appointment is confirmed when the vet accepts it, and you get a notification.',
    keywords: ['vet', 'veterinarian', 'clinic', 'check-up', 'appointment', 'doctor'],
  },
  'book-walker': {
    title: 'How do I find a dog walker?',
    text: 'On “Find a pet walker” see the walkers of your area. On a profile press “Book”, enter your pet, the date, the time, the walk length (1–5 hours) and the meeting address, then press “Send booking request”. When a confirmed walk starts you can follow the route live from “Walk record” on the “My bookings” page.',
    keywords: ['walker', 'dog walking', 'walk', 'walk my dog'],
  },
  'book-trainer': {
    title: 'How do I book a training session?',
    text: 'On “Find a trainer” compare the trainers’ specialities, experience and session fee. On a profile press “Book”, choose your pet, the service, the date and the time and press “Send booking request”. The session is confirmed when the trainer accepts it.',
    keywords: ['trainer', 'training', 'obedience', 'behaviour', 'session', 'puppy training'],
  },
  'cancel-booking': {
    title: 'How do I cancel a booking?',
    text: 'Open “My bookings” from the menu, press “Cancel” on the booking’s card, optionally write a reason for the provider, and confirm with “Yes, cancel”. You can cancel bookings that are pending, requested or confirmed; a completed or already cancelled booking, and a walk that has started, cannot be cancelled. The provider is notified; if you have already paid, the refund starts.',
    keywords: ['cancel', 'cancellation', 'call off', 'cancel booking', 'cancel appointment'],
  },
  'answer-requests': {
    title: 'How do providers answer requests?',
    text: 'Incoming booking requests are listed on your requests page, newest first. Press “Accept” or “Reject” on each; requests left unanswered are cancelled after 24 hours. For a booking you accept, the owner pays by bank transfer. Once the service has started you can press “Mark as completed” and then review the owner. You cannot cancel a confirmed booking yourself; if there is a problem, message the owner or open a support ticket.',
    keywords: ['request', 'accept', 'reject', 'incoming requests', 'confirm', 'complete'],
  },
  'pay-bank-transfer': {
    title: 'How do I pay by bank transfer?',
    text: 'When the provider accepts your booking, its “Payment” section opens on the “My bookings” page. Send the amount by bank transfer to the recipient IBAN shown there and write only the reference code from “Code for the description” in the transfer description; we match your payment by this code. Then upload your receipt (PDF, JPG or PNG, up to 8 MB) with “Send receipt”. You are notified when an admin confirms it; if it is rejected, upload a new one with “Send a new receipt”.',
    keywords: ['payment', 'pay', 'bank transfer', 'wire', 'receipt', 'iban', 'reference code'],
  },
  refunds: {
    title: 'How do refunds work?',
    text: 'If a paid booking is cancelled, its payment becomes “Refund due” and the Patili team sends the amount back to the account you paid from. When the refund is made its status becomes “Refunded” and you are notified. Follow it in the booking’s “Payment” section on “My bookings”; if it takes long, open a support ticket.',
    keywords: ['refund', 'money back', 'refund due', 'repayment'],
  },
  reviews: {
    title: 'How do I leave a review?',
    text: 'After a booking is completed, press “Leave a review” on its card on the “My bookings” page, give 1–5 stars, optionally write a short comment and press “Send review”. A provider’s rating is the average of their reviews. The provider can also review you with “Review the owner”.',
    keywords: ['review', 'rating', 'stars', 'comment', 'rate'],
  },
  'lostfound-report': {
    title: 'How do I report a lost or found pet?',
    text: 'On “Lost and Found” press “Post a report”, choose the report type (lost or found), write the species, breed, colours, city and district, the last seen place and date, add 1 to 5 clear photos and press “Publish report”. Reports are public; if you leave no contact details, people reach you only by in-app message. When you are reunited, close the report with “Reunited?” on its page.',
    keywords: ['lost', 'lost pet', 'lost my dog', 'lost my cat', 'missing', 'found', 'found a pet', 'ran away', 'stray'],
  },
  'lostfound-matches': {
    title: 'Lost and found match suggestions',
    text: 'Each report’s page has a “Similar reports” section that scores active reports of the opposite kind by species, breed, place, colour and date. Patili admins review high-scoring matches too; a confirmed match is sent to both reporters. Turn on “Lost pet alerts” to hear about new lost reports in your district.',
    keywords: ['match', 'similar reports', 'suggestion', 'alert', 'lost pet alert'],
  },
  'adoption-listing': {
    title: 'How do I post an adoption listing?',
    text: 'Pet owner accounts open a listing with “Post a listing” on “Adoption listings”: write the species, breed, age, health, vaccination and neutering status, character and location, add 1 to 5 photos (the first is the cover) and press “Publish listing”. Edit or delete your listings from “My adoption listings”, or press “Mark as adopted” when the pet has a home.',
    keywords: ['adoption', 'rehome', 'give away', 'new home', 'listing', 'put up for adoption', 'rehome', 'give away kittens'],
  },
  'adoption-apply': {
    title: 'How do I adopt a pet?',
    text: 'Browse “Adoption listings” by species, breed and location. Open a listing you like and press “Message the owner” to introduce yourself, your home and your experience; the owner decides by messaging with you. We recommend a veterinary check-up before adopting.',
    keywords: ['adopt', 'adopting', 'apply', 'application', 'take home', 'adopt a kitten', 'adopt a puppy'],
  },
  'mating-listing': {
    title: 'How do I post a mating listing?',
    text: 'First add your pet on “My pets”. Then press “Create a listing” on “Pet mating listings”, choose your pet, describe it and the mate you are looking for and press “Publish listing”; the listing’s pet cannot be changed later. From “My Mating Listings” you can activate, pause, edit or delete your listings. For responsible breeding both animals should be checked by a vet.',
    keywords: ['mating', 'breeding', 'find a mate', 'heat', 'litter'],
  },
  forum: {
    title: 'The community forum and its rules',
    text: 'In the “Community forum” ask a question or share an experience with “New post”, and answer posts with “Reply”. The rules: be respectful; swearing, politics, discrimination, illegal or sexual content and spam are banned; only pet-related topics are allowed. Report content that breaks the rules with “Report”; the reporter is never shown to others.',
    keywords: ['forum', 'community', 'post', 'rules', 'ask', 'report content'],
  },
  'articles-read': {
    title: 'Expert articles',
    text: 'On “Expert articles” read guides written by our veterinarians and trainers by category (vet advice, training tips, nutrition guide and more); like them, bookmark them and comment.',
    keywords: ['article', 'guide', 'expert', 'blog', 'read'],
  },
  'articles-write': {
    title: 'How do I write an expert article?',
    text: 'Veterinarian and trainer accounts start an article with “Write an article” on “Expert articles”: add a title, category, content (headings, lists, bold text and links are allowed), up to 10 tags and a cover image, then save it as a draft or publish it. Drafts and published articles are under “My expert articles”.',
    keywords: ['write article', 'publish', 'draft', 'author'],
  },
  messaging: {
    title: 'Messaging',
    text: 'The “Messages” page holds your conversations about bookings and listings. “Send a message” on a booking card, or “Message the owner” on a listing, opens the conversation. Press Enter to send and Shift+Enter for a new line. Report an inappropriate message with “Report”.',
    keywords: ['message', 'chat', 'conversation', 'contact', 'inbox'],
  },
  emergency: {
    title: 'What should I do in an emergency?',
    text: 'If a life is at risk (trouble breathing, bleeding that does not stop, suspected poisoning, seizures, collapse, being unable to urinate, a swollen hard belly) go to the nearest veterinary clinic without waiting. In Patili you can send an emergency request from “Is it an emergency?” on a veterinarian’s profile; you see the vet’s answer under “My emergency requests” and in your notifications.',
    keywords: ['emergency', 'urgent', 'poisoning', 'bleeding', 'seizure', 'accident', 'breathing', 'sick', 'vomiting'],
  },
  pets: {
    title: 'Adding a pet profile',
    text: 'On “My pets” use “Add pet” to save your pet’s name, species, age or birth date and, if you like, a photo. Booking and mating listings need at least one pet. Vaccination records are added by the veterinarian; you can see them there.',
    keywords: ['add pet', 'pet profile', 'my pet', 'vaccination record'],
  },
  'walk-tracking': {
    title: 'Following a walk live',
    text: 'When the walker starts the walk, follow the route live from the booking’s “Walk record” link on “My bookings”. When it ends, a walk report with duration, distance and route is ready. Walkers start and end walks on the day from the “Today’s walks” screen.',
    keywords: ['live tracking', 'location', 'route', 'walk report', 'map', 'follow'],
  },
  availability: {
    title: 'The sitter availability calendar',
    text: 'Sitters open or close a day on the “Availability” page by tapping it. Closed days take no new requests; closing a day that has a confirmed booking does not cancel that booking.',
    keywords: ['availability', 'calendar', 'free days', 'holiday', 'closed day'],
  },
  'payout-iban': {
    title: 'Provider payouts and IBAN',
    text: 'The net amount of your completed bookings (the service fee minus the platform commission) is sent to the TR IBAN you save under “Payout account” on your profile page. After an admin has confirmed the owner’s payment and the service is completed, the admin pays you and you get a “Your payout was sent” notification. Without an IBAN no payout can be made; only you and Patili admins can see it.',
    keywords: ['iban', 'earnings', 'payout', 'get paid', 'commission', 'bank account'],
  },
  'become-provider': {
    title: 'Becoming a provider',
    text: 'After signing up, choose the sitter, veterinarian, walker or trainer role on “Choose your role”, then fill in your profile page and press “Save profile”; owners find you in searches with these details. Once your role is chosen, write to the support team with a support ticket to change it.',
    keywords: ['provider', 'become a sitter', 'join as a vet', 'role', 'change role', 'work', 'earn money', 'work as', 'join as', 'become a sitter', 'work here'],
  },
  'account-settings': {
    title: 'Account settings, language and password',
    text: 'Open “Account settings” from the account menu. There you change your profile details, your privacy preference and the interface language (Türkçe or English; e-mails follow it too). To change your password, enter your current password and a new one of at least 8 characters under “Change password” and press “Update password”; your sessions on other devices are signed out. If you forgot your password, use the reset link on the sign-in screen.',
    keywords: ['settings', 'password', 'language', 'turkish', 'forgot password', 'edit profile', 'email'],
  },
  'delete-account': {
    title: 'Deleting or freezing your account',
    text: 'At the bottom of “Account settings” there are two options. “Deactivate account” closes your account for a while; you can reopen it by signing in again. Under “Delete account” press “Delete my account”, type the confirmation word, enter your current password and press “Delete account for good”: your pets, provider profile and files are deleted, and your bookings are kept for the other side with your name hidden. This cannot be undone.',
    keywords: ['delete account', 'remove account', 'close account', 'freeze', 'delete my data'],
  },
  'support-tickets': {
    title: 'How do I open a support ticket?',
    text: 'Open “My support tickets” from the account menu, press “New ticket”, write a subject and a description (what happened, since when, and the booking number if any) and press “Send ticket”. You can also ask me to “open a support ticket” here; you confirm the subject and description before it is sent. The team’s answers appear on the ticket’s page and in your notifications. At most 5 tickets can be opened per hour.',
    keywords: ['support', 'support ticket', 'help', 'complaint', 'ticket', 'customer service', 'talk to a person', 'report a problem'],
  },
  notifications: {
    title: 'Notifications',
    text: 'The bell in the top bar shows your unread notifications: booking answers, payments, messages, support answers and community news. Tapping one opens its page; booking notifications are also e-mailed.',
    keywords: ['notification', 'bell', 'alert', 'email'],
  },
  'care-cat-vaccines': {
    title: 'Vaccination schedule for cats',
    text: 'Kittens usually start the core combination vaccine (herpesvirus, calicivirus and panleukopenia) at 8–9 weeks, repeated every 3–4 weeks until 16 weeks; rabies is usually given at 12–16 weeks. Cats that go outdoors may be advised the leukaemia (FeLV) vaccine. Deworming comes before vaccination, and adults need boosters. The schedule depends on your cat’s age, health and lifestyle: always plan it with your veterinarian.',
    keywords: ['cat', 'cat vaccine', 'vaccine', 'vaccination', 'rabies', 'kitten', 'felv'],
  },
  'care-dog-vaccines': {
    title: 'Vaccination schedule for dogs',
    text: 'Puppies usually start the core combination vaccine (distemper, parvovirus, hepatitis, parainfluenza) at 6–8 weeks, repeated every 3–4 weeks until 16 weeks; leptospirosis and kennel cough vaccines are often advised too. Rabies is usually given at 12–16 weeks and renewed every year. Deworming comes before vaccination. Your veterinarian decides the right schedule for your dog.',
    keywords: ['dog', 'dog vaccine', 'vaccine', 'vaccination', 'rabies', 'parvo', 'puppy'],
  },
  'care-parasites': {
    title: 'Protecting against internal and external parasites',
    text: 'Protection against fleas, ticks and lice (spot-ons, collars or tablets) is mostly monthly; do not skip it in spring and summer. Deworming is usually every three months for adults and more often for puppies and kittens. Where mosquitoes are common, heartworm prevention matters for dogs. Let your veterinarian choose the product and dose for your pet’s weight; dog products can poison cats.',
    keywords: ['parasite', 'flea', 'flea treatment', 'medicine', 'tick', 'worm', 'deworming', 'heartworm', 'lice'],
  },
  'care-nutrition': {
    title: 'Nutrition basics',
    text: 'Feed a good food suited to your pet’s age (young, adult, senior), species and weight, measure the amount on the pack and always leave fresh water. Change foods gradually over 7–10 days. Chocolate, grapes and raisins, onion and garlic, anything with xylitol, cooked bones and alcohol are toxic; lilies are very dangerous for cats. See a vet about weight loss, loss of appetite or vomiting.',
    keywords: ['food', 'change food', 'feeding', 'nutrition', 'diet', 'toxic food', 'chocolate', 'water', 'weight', 'obesity'],
  },
  'care-heat': {
    title: 'Take care in hot weather',
    text: 'Never leave a pet in a car in the heat, not even for a few minutes. Walk early in the morning or in the cool of the evening and check with the back of your hand that the asphalt does not burn paws. Give shade and plenty of fresh water. Heavy panting, drooling, weakness, vomiting or staggering can mean heatstroke: move the pet somewhere cool, cool it with lukewarm (not iced) water and go to a vet at once.',
    keywords: ['heat', 'summer', 'heatstroke', 'sun', 'hot', 'asphalt', 'cool down', 'noon', 'summer walk', 'hot pavement'],
  },
  'care-travel': {
    title: 'Travelling with a pet',
    text: 'Carry your pet in a sturdy, ventilated carrier or with a car safety harness; do not feed just before leaving, and stop for water. Make sure the microchip and rabies vaccination are up to date. Going abroad may need a pet passport, a rabies antibody test and a health certificate depending on the country; plan them with your veterinarian weeks before the trip. To leave your pet with a sitter instead, use “Find a sitter”.',
    keywords: ['travel', 'trip', 'holiday', 'flight', 'car', 'carrier', 'passport', 'microchip'],
  },
  'care-first-days': {
    title: 'The first days of a new pet',
    text: 'Prepare a quiet corner, water, food and (for a cat) a litter box for your new pet, and let it explore at its own pace. Within the first week see a vet for a general check-up and a vaccination and parasite plan. Ask your veterinarian about the right time for neutering too.',
    keywords: ['just adopted', 'first days', 'settling in', 'litter box', 'neutering', 'new puppy', 'new kitten'],
  },
  'pricing-commission': {
    title: 'Prices and the platform fee',
    text: 'The “Price summary” on the booking form shows the service fee, the platform fee and the total; the price at the moment you send the request is saved with the booking. Providers’ earnings have a platform commission deducted. When someone who joined with your invitation code completes their services, you can earn commission-free days.',
    keywords: ['price', 'fee', 'commission', 'platform fee', 'how much', 'total', 'invitation code', 'referral'],
  },
  'admin-tickets': {
    title: 'Support tickets for admins',
    text: 'Admins filter support tickets by status on the “Support Tickets” page, open a ticket, reply, and change its status and priority; every action is written to the action log and the requester is notified. You can also write to me “reply to ticket DT-000123: …” or “set ticket DT-000123 to resolved” (the ticket number as the list shows it; “#123” or “123” work too) and I do it once you confirm. Admins cannot open new tickets.',
    keywords: ['support tickets', 'reply to ticket', 'change status', 'admin'],
  },
  'provider-verification': {
    title: 'How do I get the “Verified” badge?',
    text: 'In “Verification” on your profile page, upload the documents your kind needs: a vet their diploma and clinic licence, a trainer their certificate, a sitter or walker an identity document (a first-aid certificate is optional). Once every required one is there your application goes to the admins; when approved, a “Verified” badge shows on your card and profile, and if rejected you read the reason in the same place. Changing a document sends it for review again. Only you and the admins can see your documents.',
    keywords: ['verification', 'verified', 'badge', 'documents', 'identity', 'diploma', 'licence', 'certificate', 'trusted'],
  },
  'cancellation-policy': {
    title: 'Cancellation policies and what is refunded',
    text: 'Sitters, walkers and trainers choose one of three policies: Flexible (full refund until 24 hours before the start, half after), Moderate (full until 72 hours before, half after) and Strict (full until 7 days before, half until 48 hours, nothing after). Vet appointments are refunded in full until 2 hours before. Cancelling before paying costs nothing; if the provider cancels, everything paid is refunded. The policy shows on the card, the profile and beside the price on the booking form.',
    keywords: ['cancellation policy', 'flexible', 'moderate', 'strict', 'refund rate', 'how much back', 'penalty', 'fee'],
  },
  'vet-emergency-requests': {
    title: 'Answering emergency requests',
    text: 'Requests owners send from “Is it an emergency?” on your profile show at once on the “Emergency requests” page and in your notifications. Open the request, read what happened and answer the owner; they get your answer as a notification. If a life is at risk, send the owner to the nearest clinic.',
    keywords: ['emergency request', 'emergency requests', 'urgent patient', 'answer emergency'],
  },
  'vet-patients': {
    title: 'Patient records and vaccinations',
    text: 'On “My patients” you keep your patients, their visit records and the vaccinations you gave; the “Vaccinations” page shows those coming due. The vaccination records you add also show on the owner’s pet profile.',
    keywords: ['patients', 'my patients', 'visit record', 'vaccination record', 'add vaccination', 'due vaccinations'],
  },
  'admin-users': {
    title: 'Managing users',
    text: 'On “User management” you search users, change their role, warn, suspend or ban them with a reason; a banned or suspended user’s sessions end at once. Every action is written to the action log.',
    keywords: ['users', 'ban', 'suspend', 'change role', 'warn', 'block a user'],
  },
  'admin-finance': {
    title: 'Receipts, payouts and refunds',
    text: 'The “Finance” page lists the receipts to check (confirm, or reject with a reason the owner reads), the payouts due and the refunds due. A payout goes to the IBAN the screen shows; if the provider changed their IBAN recently, the payout waits 24 hours. Every action is written to the action log and the person concerned is told.',
    keywords: ['confirm receipt', 'payment confirmation', 'payout', 'pay out', 'refund', 'finance', 'money transfer'],
  },
  'admin-verifications': {
    title: 'Provider verification applications',
    text: 'On “Provider verification” download and check the documents of the pending applications; approve, or reject with a reason the provider reads. If the provider changes a document while you review, the decision is refused and you review the current documents again.',
    keywords: ['verification', 'review documents', 'approve application', 'give badge', 'identity check'],
  },
  'admin-moderation': {
    title: 'Flagged messages',
    text: 'On “Flagged messages” review the messages users reported, with their context; remove the content or dismiss the flag. Every decision is written to the action log.',
    keywords: ['flagged', 'reported message', 'moderation', 'inappropriate content', 'delete message'],
  },
  'admin-pricing': {
    title: 'Price ranges and commission rules',
    text: 'On “Pricing” you set the price ranges and default prices of the service types, and on “Commission overrides” the commission rules for a period, a role or a service. Changes apply to new bookings and are written to the action log.',
    keywords: ['price settings', 'price range', 'commission rate', 'commission rule', 'campaign', 'discount'],
  },
};

export const HELP_CORPUS_EN: readonly HelpPassage[] = HELP_CORPUS_TR.map((passage) => {
  const english = ENGLISH[passage.id];
  if (!english) throw new Error(`help corpus: no English text for ${passage.id}`);
  return { ...passage, ...english };
});
