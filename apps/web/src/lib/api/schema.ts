/**
 * The API's types, generated from apps/server/openapi.json by `npm run api:generate`. Do not edit:
 * a test fails when this file and the contract differ.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check (public) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe: the process answers (also at /health) */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe: database reachable, migrations current, not stopping (also at /ready) */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A consistent copy of the embedded database, for the backup command on this machine
         * @description Only one process may open the PGlite data directory, so while the server runs the backup command (`npm run backup`) asks it for the copy. Answers only a request made on this machine straight to the server (no proxy in between), carrying `Authorization: Bearer <token>`, the token the backup command derives from the server's auth secret. On PostgreSQL the backup command runs pg_dump instead: 409.
         */
        post: operations["createSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics: from this machine, or with `Authorization: Bearer METRICS_TOKEN` */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings the web needs before sign-in (public) */
        get: operations["getPublicConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/form-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed timestamp the sign-up form sends back (too-fast throttle, public) */
        get: operations["getFormToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user of this session, or null (public) */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/me/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose a role once, after verification (signed-in, role none) */
        put: operations["chooseRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/me/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the interface language used for e-mails (signed-in) */
        put: operations["setLocale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s own account (signed-in) */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        /** Delete the account for good after the typed confirmation; personal data is anonymised (signed-in) */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save name, contact phone, address, city/district and avatar (signed-in; e-mail is read-only) */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/me/profile-visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the profile visibility: public or matches_only (signed-in) */
        put: operations["setProfileVisibility"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password (current one checked) or set a first one; other sessions are signed out */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/me/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freeze the account (temporary) and sign out everywhere (signed-in) */
        post: operations["deactivateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/me/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unfreeze an account its owner deactivated (signed-in, verified, deactivated) */
        post: operations["reactivateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard counts: users by role, active users, bookings and the commission earned (admin only) */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A period's figures: bookings by status and kind, their value and commissions, payments, payouts and refunds, new users, bookings over time (admin only) */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One kind's providers with their figures, sorted and searched on the server, one page at a time (admin only) */
        get: operations["listPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/performance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One provider's figures, completed work and earnings by month, recent bookings and reviews (admin only) */
        get: operations["getProviderPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts, searched by name or e-mail, by role and status, one page at a time (admin only) */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an account's role; never the protected admin's or one's own (admin only) */
        put: operations["changeUserRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Activate or deactivate an account (deactivating signs it out everywhere) (admin only) */
        put: operations["setUserActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ban an account with a reason: signed out everywhere, refused at sign-in (admin only) */
        post: operations["banUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a ban (admin only) */
        post: operations["unbanUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referrals/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referral summary tiles (admin only) */
        get: operations["getReferralSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referral records, newest invitee first, one page at a time (admin only) */
        get: operations["listReferrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referrals/{inviteeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One referral record with both people and their bonus windows (admin only) */
        get: operations["getReferral"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Price bounds per role, default service prices and commission rates (admin only) */
        get: operations["getPriceSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing/bounds/{role}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a provider role's min and max price in lira; new profile saves and bookings use them */
        put: operations["updatePriceBound"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing/services/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a service type's default price in lira (the sitter form's starting suggestion) */
        put: operations["updateServicePrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing/commissions/{role}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the owner (platform) or a provider role commission percent; new quotes use it at once */
        put: operations["updateCommissionRate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/commission-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Commission override rules, newest first or by start date, one page at a time (admin only) */
        get: operations["listCommissionRules"];
        put?: never;
        /** Add a commission override rule for a provider role or a service type */
        post: operations["createCommissionRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/commission-rules/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate or deactivate a commission override rule */
        patch: operations["changeCommissionRule"];
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform IBAN, the default language and the protected default admin (admin only) */
        get: operations["getPlatformSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/iban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the platform IBAN owners transfer to (a valid Turkish IBAN, stored electronic) */
        put: operations["updateIban"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/default-locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the language of signed-out visitors and new accounts */
        put: operations["updateDefaultLocale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The accounts with the admin role, by name, one page at a time */
        get: operations["listAdmins"];
        put?: never;
        /** Make a registered user an admin by e-mail */
        post: operations["addAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/admins/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take an admin's role away (back to none: they choose a role at next sign-in) and sign them out */
        delete: operations["removeAdmin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/service-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service types with their default prices: the catalogue, then those added */
        get: operations["listServiceTypes"];
        put?: never;
        /** Add a service type (a sitter care service) with its default price */
        post: operations["addServiceType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 81 Turkish cities (il) with plate codes (signed-in) */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/cities/{cityCode}/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The districts (ilçe) of a city (signed-in) */
        get: operations["listDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image or document (signed-in); images are re-encoded without metadata */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file: its uploader, the admin, or anyone signed in once attached to a visible record */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An image file's 400 px thumbnail (same access as the file) */
        get: operations["getThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/microchips/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a microchip number is registered to a pet, never whose (veterinarian) */
        post: operations["lookupMicrochip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/microchips/notify-owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell a registered microchip's owner that this vet read it (veterinarian) */
        post: operations["notifyMicrochipOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's pets, oldest first, one page at a time (owner) */
        get: operations["listPets"];
        put?: never;
        /** Add a pet (owner) */
        post: operations["createPet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pets/{petId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's pets (owner) */
        get: operations["getPet"];
        /** Replace one of the caller's pets (owner) */
        put: operations["updatePet"];
        post?: never;
        /** Delete one of the caller's pets with its vaccination records and photo (owner) */
        delete: operations["deletePet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pets/{petId}/vaccinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vaccination records of one of the caller's pets, newest first (owner) */
        get: operations["listVaccinations"];
        put?: never;
        /** The owner records a dose one of their pets was given elsewhere, with the next dose's day for its reminders (owner) */
        post: operations["addOwnVaccination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's provider profile (null before the first save), location, files and summary (sitter, veterinarian, pet walker, trainer) */
        get: operations["getMyProviderProfile"];
        /** Create or replace the caller's provider profile of their own kind, with their city and district */
        put: operations["saveMyProviderProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/me/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the caller's verification stands and each document their kind needs (sitter, veterinarian, pet walker, trainer) */
        get: operations["getMyVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/me/verification/documents/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Send or replace one of the caller’s documents (an uploaded `verification_document` file); a complete file goes to the admins, and any earlier decision ends */
        put: operations["putVerificationDocument"];
        post?: never;
        /** Remove one of the caller’s documents; without a required one the file leaves the queue and any earlier decision ends */
        delete: operations["deleteVerificationDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/provider-verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Providers’ verification files of one status, the pending ones oldest first, a page at a time (admin) */
        get: operations["listVerificationQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/provider-verifications/{userId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending file as the admin was shown it (its `submittedAt`): the provider gets the verified badge and is told (admin) */
        post: operations["approveVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/provider-verifications/{userId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending file as the admin was shown it, with the reason the provider reads; the provider is told (admin) */
        post: operations["rejectVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discovery/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Browse providers of a kind: search, distance, rating and kind filters, sort and pages (owner, admin) */
        get: operations["browseProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discovery/providers/{providerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A provider's public profile (owner, admin); 404 with the kind's not-found message */
        get: operations["getPublicProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's private calendar feed address, or null when they have none */
        get: operations["getCalendarFeed"];
        put?: never;
        /** Makes the provider's calendar feed address, or a new one in place of the old, which stops working at once */
        post: operations["renewCalendarFeed"];
        /** Turns the provider's calendar feed off: its address answers 404 from then on */
        delete: operations["deleteCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking as an iCalendar file of one event, for its owner or its provider (anyone else gets 404); 409 unless it is confirmed or completed */
        get: operations["getBookingCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{token}/bookings.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A provider's calendar feed, for calendar apps (no session: the token is the key): their confirmed and completed bookings from 30 days ago on; 404 for an unknown, renewed or turned-off token */
        get: operations["readCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every booking, newest first: search (owner, provider, id), status, kind, start days (admin only) */
        get: operations["listAdminBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking with its price breakdown, status times and payment (admin only) */
        get: operations["getAdminBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's price breakdown of a booking with a provider, in kuruş (owner); 422 with the kind's message when the price cannot be booked */
        get: operations["quoteBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A provider's unavailable days in a range: the caller's own (provider), or a provider's they may book (providerId) */
        get: operations["getAvailability"];
        /** Set the caller's unavailable days in a range (provider): days of the range not listed become available */
        put: operations["updateAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the provider's completed bookings with base, commission and net, and the sums over all of them and this Istanbul week, in kuruş */
        get: operations["getEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/walks/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The walker's walks starting today in Istanbul, in start order: confirmed ones and those finished today */
        get: operations["listTodayWalks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/walks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the walker's completed walks with their recorded start and finish, the latest first */
        get: operations["listWalkHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the caller's bookings as owner or provider, all statuses or those named (status=pending,requested or repeated), newest first */
        get: operations["listBookings"];
        put?: never;
        /** Book a sitter, veterinarian, pet walker or trainer for a pet (owner); the booking starts pending with the quote stored */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking, for its owner or its provider only (anyone else gets 404) */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a request (its provider): 409 when it is no longer pending, has expired, overlaps a confirmed booking or takes an unavailable day */
        post: operations["acceptBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a request with an optional note (its provider); it becomes cancelled, reason rejected */
        post: operations["rejectBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending, requested or confirmed booking with an optional note (its owner) */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/provider-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a confirmed booking before its start with an optional note (its provider): the owner is refunded in full and told of similar free providers */
        post: operations["providerCancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/alternatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Similar providers free at the time of a booking its provider cancelled (its owner); empty for any other booking */
        get: operations["getBookingAlternatives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a confirmed booking completed once it has started (its provider) */
        post: operations["completeBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/walk/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the start of a confirmed walk (its walker): from 30 minutes before its time, within its Istanbul day; a second start is a 409 */
        post: operations["startWalk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/walk/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the finish of a started walk and complete the booking (its walker); the owner is told; a second finish is a 409 */
        post: operations["finishWalk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review the other side of a completed booking, 1–5 with an optional comment, once (its owner or provider) */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/walk/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a batch of 1–50 positions of a walk under way (its walker; started, not finished, else 409): times clamped to the walk, at most one stored per 3 s and 3 000 a walk; one batch per 2 s (429) */
        post: operations["recordWalkPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/walk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A walk's times, elapsed time, distance, route and report, for its owner and its walker only (anyone else: 404); `after` gives only the later points */
        get: operations["getWalkTrack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/walk/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write the report of a finished walk (its walker; 409 before the finish): a note and up to 5 walk_report_photo uploads. The first tells the owner (201); sending it again rewrites it (200) */
        post: operations["saveWalkReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the veterinarian's patients (pets it has a booking with), searchable by pet name, species, breed or owner name */
        get: operations["listPatients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/vaccinations/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The doses the veterinarian gave that fall due this week (Istanbul days), soonest first */
        get: operations["listDueVaccinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/reminder-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's vaccine reminder setting (e-mails too, or the app only) */
        get: operations["getReminderSettings"];
        /** Change the owner's vaccine reminder setting */
        put: operations["putReminderSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/vaccinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vaccinations the veterinarian recorded, newest first (the vaccination schedule) */
        get: operations["listVetVaccinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The visit records vets wrote about one of the caller's pets, newest first (owner); 404 for another owner's pet */
        get: operations["listPetVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/{petId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One patient: the pet, its owner, the vet's appointments with it, its vaccinations and the vet's visit records (404 unless the vet has a booking with it) */
        get: operations["getPatient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/{petId}/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a visit record for one of the veterinarian's patients; its day may not be after today (Istanbul) */
        post: operations["createPatientRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/{petId}/vaccinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a vaccination of one of the veterinarian's patients (only a vet adds one); the owner is notified */
        post: operations["addVaccination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emergencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the caller’s emergency requests, newest first: received (veterinarian) or sent (owner), one status or all */
        get: operations["listEmergencies"];
        put?: never;
        /** Send an emergency request about one of your pets to a veterinarian who lists the emergency specialization (owner); 404 for any other vet */
        post: operations["createEmergency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emergencies/{requestId}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a pending request (its veterinarian), with an optional note; the owner is told */
        post: operations["acknowledgeEmergency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emergencies/{requestId}/cannot-help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Say you cannot help with a pending request (its veterinarian), with an optional note; the owner is told */
        post: operations["cannotHelpEmergency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emergencies/{requestId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an acknowledged request resolved (its veterinarian), with an optional note; the owner is told */
        post: operations["resolveEmergency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the caller's notifications, newest first, written in the caller's language */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin's notification choices, one switch per topic (admin) */
        get: operations["getAdminNotificationSettings"];
        /** Save the signed-in admin's notification choices, every topic at once (admin; audit-logged) */
        put: operations["putAdminNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the caller's notifications are unread (the badge) */
        get: operations["getUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification of the caller's read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the caller's notifications read; answers the unread count */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the caller's conversations, newest activity first, with the unread total */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many messages wait unread in all the caller's conversations (the Messages link's badge) */
        get: operations["getUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations/{chatId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A conversation as the caller sees it, for its two members only; an id the caller may use answers before any message (opening it starts it) */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/questions/{providerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An owner's conversation of questions to a provider before booking (`question_{providerId}`), one per owner and provider; it answers before any message (the first message writes it). A provider the owner cannot reach in browse is not found */
        get: operations["openQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations/{chatId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of history before a cursor (the newest without one), oldest first within the page; in a provider conversation, contact details the other member wrote are masked until a booking between the two is confirmed */
        get: operations["listMessages"];
        put?: never;
        /** Send a message (text and/or own chat_photo uploads); stored before it is answered. A clientId sent before answers the stored message (200) and writes nothing */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations/{chatId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the conversation read up to now for the caller (the other member's read receipt) */
        post: operations["markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/messages/{messageId}/flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Flag a message the other member of one's conversation sent (once per message), for the admin */
        post: operations["flagMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's live updates: one WebSocket per tab, authenticated by the session cookie
         * @description A WebSocket handshake only (a plain GET is 400). The server sends JSON text messages, each a `RealtimeEvent` of @patili/domain/chat: `ready` first, then `message`, `read`, `notification` and `booking` as they happen, from any server process. The client sends nothing. Every event can also be read over HTTP, so a client refetches after each (re)connect. Refused from pages of other sites (403). Close codes: `REALTIME_CLOSE_CODES`.
         */
        get: operations["realtime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the reviews the caller received, newest first, with the summary of them all (a provider: the reviews of their work; anyone else: the reviews of them as an owner) */
        get: operations["listReceivedReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adoption/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active adoption listings, newest first, filtered and one page at a time (signed in) */
        get: operations["listListings"];
        put?: never;
        /** Post an adoption listing with 1 to 5 adoption_photo uploads (owner) */
        post: operations["createListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adoption/listings/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own listings, every status, newest first (owner) */
        get: operations["listMyListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adoption/listings/{listingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One listing: its owner and the admin always, anyone else signed in unless it was removed */
        get: operations["getListing"];
        /** Replace an active listing's fields (its owner only: 403 for anyone else, 409 once not active) */
        put: operations["updateListing"];
        post?: never;
        /** Delete an active listing with its photos (its owner only) */
        delete: operations["deleteListing"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adoption/listings/{listingId}/adopted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an active listing adopted (its owner only) */
        post: operations["markAdopted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/adoption/listings/{listingId}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a listing down (admin): it leaves the list; only its owner and admins still see it */
        post: operations["removeListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mating/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active mating listings, newest first, by species and city (anyone signed in) */
        get: operations["listMatingListings"];
        put?: never;
        /** List one of the caller’s pets for mating (owner) */
        post: operations["createMatingListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mating/my-listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own listings, active and inactive, newest first (owner) */
        get: operations["listMyMatingListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mating/listings/{listingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One listing: an active one for anyone signed in, an inactive one for its owner */
        get: operations["getMatingListing"];
        /** Replace one of the caller's listings; its pet stays (owner) */
        put: operations["updateMatingListing"];
        post?: never;
        /** Delete one of the caller's listings with its conversations (owner) */
        delete: operations["deleteMatingListing"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mating/listings/{listingId}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put one of the caller's listings live or take it down (owner) */
        put: operations["setMatingListingActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lostfound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lost and found reports, newest first, filtered, one page at a time (signed in) */
        get: operations["listLostfoundReports"];
        put?: never;
        /** Report a lost or found pet (any signed-in role); tells opted-in neighbours of a lost one */
        post: operations["createLostfoundReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lostfound/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stored lost-found matches of one review status, best score first (admin) */
        get: operations["listAdminMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lostfound/matches/{lostReportId}/{foundReportId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pending match (both reporters are notified) or dismiss it (admin; audit-logged) */
        post: operations["reviewMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lostfound/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's lost-pet alert for their district (off by default) */
        get: operations["getAlertSubscription"];
        /** Turn the caller's lost-pet alert on or off */
        put: operations["putAlertSubscription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lostfound/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report with its similar active reports of the opposite type (signed in) */
        get: operations["getLostfoundReport"];
        /** Replace a report’s fields, keeping its status (its reporter only) */
        put: operations["updateLostfoundReport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lostfound/{reportId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark an active report reunited or closed (its reporter only) */
        patch: operations["changeLostfoundReportStatus"];
        trace?: never;
    };
    "/api/forum/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of forum posts, newest activity (creation or newest reply) first, with authors, reply counts and excerpts */
        get: operations["listPosts"];
        put?: never;
        /** Open a forum post (title and plain-text content, both non-blank); rate-limited */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One forum post with what the caller may do with it (its replies page separately) */
        get: operations["getPost"];
        put?: never;
        post?: never;
        /** Delete a forum post with its replies (its author, or the admin) */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{postId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a post's replies, oldest first */
        get: operations["listReplies"];
        put?: never;
        /** Reply to a forum post (non-blank plain text); counted in the post's replies; rate-limited */
        post: operations["createReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/replies/{replyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a forum reply (its author, or the admin) */
        delete: operations["deleteReply"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{postId}/flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Flag someone else's forum post to the admins (once per person) */
        post: operations["flagPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/replies/{replyId}/flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Flag someone else's forum reply to the admins (once per person) */
        post: operations["flagReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of articles: published (featured first, newest first), the caller’s own, or the drafts they may see; by category */
        get: operations["listArticles"];
        put?: never;
        /** Write an article as a draft or published (admin, veterinarian, trainer); the HTML is sanitized */
        post: operations["createArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the caller’s bookmarked articles, newest bookmark first */
        get: operations["listBookmarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An article’s page by its slug (a draft only for its author and the admin) */
        get: operations["getArticleBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{articleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An article by id (the edit screen), with the same visibility as by slug */
        get: operations["getArticle"];
        /** Save an article (its author or the admin); the pressed button sets the status */
        put: operations["updateArticle"];
        post?: never;
        /** Delete an article with its likes, bookmarks, comments and cover (its author or the admin) */
        delete: operations["deleteArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{articleId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Like an article (once per user) */
        put: operations["likeArticle"];
        post?: never;
        /** Take back the caller’s like */
        delete: operations["unlikeArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{articleId}/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Bookmark an article */
        put: operations["bookmarkArticle"];
        post?: never;
        /** Remove the caller’s bookmark */
        delete: operations["unbookmarkArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{articleId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of an article’s comments, oldest first */
        get: operations["listComments"];
        put?: never;
        /** Comment on an article (non-blank plain text) */
        post: operations["addComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{articleId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a comment (its writer or the admin) */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/moderation/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The flagged-content queue: one row per reported item and status, open first, newest first (admin) */
        get: operations["listFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/moderation/flags/{kind}/{targetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reported item whole, with its context and every report of it (admin) */
        get: operations["getFlaggedItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/moderation/flags/{kind}/{targetId}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss the item's flags, warn its author or suspend its author (admin; audit-logged) */
        post: operations["actOnFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcasts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The announcements sent, newest first, with their delivery progress (admin) */
        get: operations["listBroadcasts"];
        put?: never;
        /** Send an announcement to an audience (admin): stored and answered at once, delivered as notifications in batches */
        post: operations["createBroadcast"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's dashboard numbers for their role (owner, sitter, veterinarian, pet walker, trainer), counted on the Istanbul calendar; 404 for an account without such a dashboard (the admin's is /api/admin/stats) */
        get: operations["getMyDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's support tickets, latest message first (not the admin) */
        get: operations["listMyTickets"];
        put?: never;
        /** Open a support ticket (subject, description): open, priority medium; the admins are told */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's tickets with its thread */
        get: operations["getMyTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets/{ticketId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write in one's own ticket (not once it is closed): it becomes new_reply_user; the admins are told */
        post: operations["replyAsRequester"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every support ticket, or those of one status, latest message first (admin only) */
        get: operations["listTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support-tickets/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket with its thread (admin only) */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a ticket's status or priority (admin only); a new status tells the requester; logged */
        patch: operations["updateTicket"];
        trace?: never;
    };
    "/api/admin/support-tickets/{ticketId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a ticket (admin only): it becomes new_reply_admin; the requester is told; logged */
        post: operations["replyAsAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Security alerts, newest first, searched (description, type label, source) and filtered; open alerts per severity (admin only) */
        get: operations["listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security/alerts/{alertId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One security alert (admin only) */
        get: operations["getAlert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move an alert forward (acknowledged, investigating, resolved, false positive); resolved and false positive are final; logged (admin only) */
        patch: operations["changeAlertStatus"];
        trace?: never;
    };
    "/api/admin/security/alerts/{alertId}/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Analyse an open alert (the configured AI model, else the built-in rules): stored, the alert becomes investigating; logged (admin only) */
        post: operations["analyseAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security/ip-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The IP blocks in force, newest first, and the caller's own address (admin only) */
        get: operations["listIpBlocks"];
        put?: never;
        /** Block an address (never the caller's own) for a while or until removed: every request from it is refused 403 IP_BLOCKED; logged (admin only) */
        post: operations["blockIp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security/ip-blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Lift a block; logged (admin only) */
        delete: operations["unblockIp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/action-logs/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admins who have records in the action log, by name (admin only) */
        get: operations["listLogAdmins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/action-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin action log, newest first: free text, action type, admin and an Istanbul date range (admin only) */
        get: operations["listActionLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment of the caller's booking (null before the provider accepted) and the platform IBAN to transfer to (owner) */
        get: operations["getBookingPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/bookings/{bookingId}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the bank receipt (an uploaded `payment_receipt` file) of the booking’s transfer; the admins are told (owner) */
        post: operations["submitReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's payout IBAN (sitter, veterinarian, pet walker, trainer) */
        get: operations["getPayoutAccount"];
        /** Set the caller's payout IBAN (a valid Turkish IBAN, stored in electronic form) with their current password; a replaced one is paid to a day later, and the caller is told (in-app and by e-mail) */
        put: operations["savePayoutAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A finance queue (receipts to check, payouts due, refunds due), oldest first, a page at a time (admin) */
        get: operations["listPaymentQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{paymentId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the owner’s payment whose receipt is under review; the owner is told (admin) */
        post: operations["confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{paymentId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject the receipt under review with a reason the owner reads; the owner may upload again (admin) */
        post: operations["rejectPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{paymentId}/payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the provider paid the net (or kept) amount of a confirmed payment to the IBAN the admin was shown: refused when it changed since, or was set less than a day ago; the provider is told (admin) */
        post: operations["payOutPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{paymentId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a due refund made; the owner is told (admin) */
        post: operations["refundPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistant/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's consent to Peri (name, role, recent activity), null until answered */
        get: operations["getConsent"];
        /** Store the three consent items with the server time (the chat starts over with them) */
        put: operations["saveConsent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistant/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's conversation with Peri (Europe/Istanbul day) and the welcome; older days are removed */
        get: operations["getHistory"];
        put?: never;
        /**
         * Ask Peri: the question is stored, and the answer streams as server-sent events
         * @description Answers `text/event-stream`: one `user` event (the stored question), `delta` events (text to append), then `done` (the stored answer with its citations and any proposed action) or `error` (a translated message; the question stays stored). Each event carries one JSON object of `AssistantStreamEvent`.
         */
        post: operations["ask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistant/messages/{messageId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Perform the action Peri proposed (a ticket to open, or an admin reply or status change) */
        post: operations["confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistant/messages/{messageId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the action Peri proposed: nothing is done */
        post: operations["decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's consents (announcement e-mails, district alerts, reminder e-mails, what Peri may use), each with when it was decided */
        get: operations["listConsents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/consents/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give or take back one consent; the change is in the action log */
        put: operations["changeConsent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's last data exports, newest first */
        get: operations["listDataExports"];
        put?: never;
        /** Ask for a copy of everything the platform holds about the caller, prepared in the background (409 while one is on its way) */
        post: operations["requestDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own ready export as a ZIP attachment (404 for anyone else's, or once its 7 days are over) */
        get: operations["downloadDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail and SMS kept in the outbox, newest first (development and test only) */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testing/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server clock of the product rules (development and test only) */
        get: operations["getTestClock"];
        /** Set, advance or reset the server clock of the product rules (development and test only) */
        put: operations["setTestClock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testing/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A verified account with a role, made without the sign-up form (development and test only) */
        post: operations["createTestUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a social provider
         * @description Sign in with a social provider
         */
        post: operations["socialSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/callback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** authCallbackId */
        get: operations["authCallbackId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out the current user
         * @description Sign out the current user
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up a user using email and password
         * @description Sign up a user using email and password
         */
        post: operations["signUpWithEmailAndPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Sign in with email and password
         */
        post: operations["signInEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the password for a user
         * @description Reset the password for a user
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the email of the user
         * @description Verify the email of the user
         */
        get: operations["authVerifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a verification email to the user
         * @description Send a verification email to the user
         */
        post: operations["sendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset email to the user
         * @description Send a password reset email to the user
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Displays an error page
         * @description Displays an error page
         */
        get: operations["authError"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/phone-number/send-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use this endpoint to send OTP to phone number
         * @description Use this endpoint to send OTP to phone number
         */
        post: operations["authPhoneNumberSendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/phone-number/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use this endpoint to verify phone number
         * @description Use this endpoint to verify phone number
         */
        post: operations["authPhoneNumberVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        User: {
            readonly id: string;
            name: string;
            email: string;
            /** @default false */
            readonly emailVerified: boolean;
            image?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            phoneNumber?: string;
            readonly phoneNumberVerified?: boolean;
            /** @default none */
            readonly role: string;
            signupRole?: string;
            targetPath?: string;
            usedReferralCode?: string;
            readonly referralCode?: string;
            /** @default true */
            readonly isActive: boolean;
            /** @default tr */
            locale: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        database: "ok" | "unavailable";
                        time: string;
                    };
                };
            };
            /** @description The database does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        database: "ok" | "unavailable";
                        time: string;
                    };
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to take traffic */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unready";
                        /** @enum {string} */
                        database: "ok" | "unavailable";
                        /** @enum {string} */
                        migrations: "current" | "behind" | "ahead" | "unknown";
                        stopping: boolean;
                    };
                };
            };
            /** @description Not ready: the body says why */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unready";
                        /** @enum {string} */
                        database: "ok" | "unavailable";
                        /** @enum {string} */
                        migrations: "current" | "behind" | "ahead" | "unknown";
                        stopping: boolean;
                    };
                };
            };
        };
    };
    createSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PGlite's data directory as a tar archive (its `dumpDataDir`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-tar": string;
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics in the Prometheus text format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPublicConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Which sign-in providers and tools are on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        socialProviders: {
                            google: boolean;
                            facebook: boolean;
                        };
                        outbox: boolean;
                        supportEmail: string;
                        /** @enum {string} */
                        defaultLocale: "tr" | "en";
                        priceBounds: {
                            sitter: {
                                min: number;
                                max: number;
                            };
                            veterinarian: {
                                min: number;
                                max: number;
                            };
                            pet_walker: {
                                min: number;
                                max: number;
                            };
                            trainer: {
                                min: number;
                                max: number;
                            };
                        };
                        serviceTypes: {
                            key: string;
                            name: string | null;
                            /** @enum {string} */
                            role: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            price: number;
                            builtIn: boolean;
                        }[];
                    };
                };
            };
        };
    };
    getFormToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A fresh form token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            isVerified: boolean;
                            emailVerified: boolean;
                            isAdmin: boolean;
                            isActive: boolean;
                            /** @enum {string|null} */
                            signupRole: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | null;
                            targetPath: string | null;
                            /** @enum {string} */
                            locale: "tr" | "en";
                            image: string | null;
                            phoneNumber: string | null;
                            referralCode: string;
                        } | null;
                    };
                };
            };
        };
    };
    chooseRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer";
                };
            };
        };
        responses: {
            /** @description The session user with the chosen role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            isVerified: boolean;
                            emailVerified: boolean;
                            isAdmin: boolean;
                            isActive: boolean;
                            /** @enum {string|null} */
                            signupRole: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | null;
                            targetPath: string | null;
                            /** @enum {string} */
                            locale: "tr" | "en";
                            image: string | null;
                            phoneNumber: string | null;
                            referralCode: string;
                        } | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setLocale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    locale: "tr" | "en";
                };
            };
        };
        responses: {
            /** @description The updated session user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            isVerified: boolean;
                            emailVerified: boolean;
                            isAdmin: boolean;
                            isActive: boolean;
                            /** @enum {string|null} */
                            signupRole: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | null;
                            targetPath: string | null;
                            /** @enum {string} */
                            locale: "tr" | "en";
                            image: string | null;
                            phoneNumber: string | null;
                            referralCode: string;
                        } | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            image: string | null;
                            avatarFileId: string | null;
                            contactPhone: string | null;
                            address: string | null;
                            location: {
                                cityCode: string;
                                cityName: string;
                                district: string;
                                mapPoint: {
                                    latitude: number;
                                    longitude: number;
                                } | null;
                            } | null;
                            /** @enum {string} */
                            profileVisibility: "public" | "matches_only";
                            /** @enum {string} */
                            locale: "tr" | "en";
                            hasPassword: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmation: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Deleted and signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        signedOut: true;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    contactPhone?: string | null;
                    /** @default null */
                    address?: string | null;
                    location?: {
                        cityCode: string;
                        district: string;
                        /** @default null */
                        mapPoint?: {
                            latitude: number;
                            longitude: number;
                        } | null;
                    } | null;
                    /** Format: uuid */
                    avatarFileId?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            image: string | null;
                            avatarFileId: string | null;
                            contactPhone: string | null;
                            address: string | null;
                            location: {
                                cityCode: string;
                                cityName: string;
                                district: string;
                                mapPoint: {
                                    latitude: number;
                                    longitude: number;
                                } | null;
                            } | null;
                            /** @enum {string} */
                            profileVisibility: "public" | "matches_only";
                            /** @enum {string} */
                            locale: "tr" | "en";
                            hasPassword: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setProfileVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    profileVisibility: "public" | "matches_only";
                };
            };
        };
        responses: {
            /** @description The updated account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            image: string | null;
                            avatarFileId: string | null;
                            contactPhone: string | null;
                            address: string | null;
                            location: {
                                cityCode: string;
                                cityName: string;
                                district: string;
                                mapPoint: {
                                    latitude: number;
                                    longitude: number;
                                } | null;
                            } | null;
                            /** @enum {string} */
                            profileVisibility: "public" | "matches_only";
                            /** @enum {string} */
                            locale: "tr" | "en";
                            hasPassword: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword?: string;
                    newPassword: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Changed; this browser gets a fresh session cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        updated: true;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deactivateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Frozen and signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        signedOut: true;
                    };
                };
            };
            /** @description The request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    reactivateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active session user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            isVerified: boolean;
                            emailVerified: boolean;
                            isAdmin: boolean;
                            isActive: boolean;
                            /** @enum {string|null} */
                            signupRole: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | null;
                            targetPath: string | null;
                            /** @enum {string} */
                            locale: "tr" | "en";
                            image: string | null;
                            phoneNumber: string | null;
                            referralCode: string;
                        } | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalUsers: number;
                        owners: number;
                        sitters: number;
                        veterinarians: number;
                        petWalkers: number;
                        trainers: number;
                        admins: number;
                        withoutRole: number;
                        unverified: number;
                        activeUsers24h: number;
                        totalBookings: number;
                        bookings30d: number;
                        confirmedBookings: number;
                        completedBookings: number;
                        cancelledBookings: number;
                        revenueKurus: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getReport: {
        parameters: {
            query: {
                from: string;
                to: string;
                bucket?: "day" | "week";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report of the period (Istanbul dates, both included) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        period: {
                            from: string;
                            to: string;
                            /** @enum {string} */
                            bucket: "day" | "week";
                        };
                        bookings: {
                            total: number;
                            byStatus: {
                                /** @enum {string} */
                                status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                                count: number;
                            }[];
                            byKind: {
                                /** @enum {string} */
                                kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                                count: number;
                                value: {
                                    count: number;
                                    grossKurus: number;
                                    baseKurus: number;
                                    ownerCommissionKurus: number;
                                    providerCommissionKurus: number;
                                    commissionKurus: number;
                                    netPayableKurus: number;
                                };
                            }[];
                        };
                        value: {
                            count: number;
                            grossKurus: number;
                            baseKurus: number;
                            ownerCommissionKurus: number;
                            providerCommissionKurus: number;
                            commissionKurus: number;
                            netPayableKurus: number;
                        };
                        payments: {
                            received: {
                                count: number;
                                amountKurus: number;
                            };
                            commissionPaid: {
                                count: number;
                                amountKurus: number;
                            };
                            payoutsDue: {
                                count: number;
                                amountKurus: number;
                            };
                            payoutsPaid: {
                                count: number;
                                amountKurus: number;
                            };
                            refundsDue: {
                                count: number;
                                amountKurus: number;
                            };
                            refundsMade: {
                                count: number;
                                amountKurus: number;
                            };
                        };
                        newUsers: {
                            total: number;
                            byRole: {
                                /** @enum {string} */
                                role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                                count: number;
                            }[];
                        };
                        timeline: {
                            start: string;
                            bookings: number;
                            grossKurus: number;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPerformance: {
        parameters: {
            query: {
                kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                sort?: "name" | "completed" | "acceptanceRate" | "cancellationRate" | "rating" | "responseTime" | "earnings";
                dir?: "asc" | "desc";
                q?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of providers and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            providerId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            bookings: number;
                            completed: number;
                            answered: number;
                            accepted: number;
                            cancelled: number;
                            acceptanceRate: number | null;
                            cancellationRate: number | null;
                            ratingAverage: number | null;
                            ratingCount: number;
                            medianResponseMinutes: number | null;
                            earningsKurus: number;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getProviderPerformance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider's user id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider’s performance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: {
                            providerId: string;
                            name: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            bookings: number;
                            completed: number;
                            answered: number;
                            accepted: number;
                            cancelled: number;
                            acceptanceRate: number | null;
                            cancellationRate: number | null;
                            ratingAverage: number | null;
                            ratingCount: number;
                            medianResponseMinutes: number | null;
                            earningsKurus: number;
                            email: string;
                            joinedAt: string;
                        };
                        months: {
                            month: string;
                            completed: number;
                            earningsKurus: number;
                        }[];
                        recentBookings: {
                            id: string;
                            ownerName: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            startsAt: string;
                            createdAt: string;
                            totalKurus: number;
                            netPayableKurus: number;
                        }[];
                        reviews: {
                            average: number | null;
                            count: number;
                            distribution: {
                                rating: number;
                                count: number;
                            }[];
                            latest: {
                                id: string;
                                rating: number;
                                comment: string | null;
                                reviewerName: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                q?: string | null;
                role?: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none" | null;
                status?: "active" | "inactive" | "banned" | "deleted" | null;
                sort?: "createdAt" | "name";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            /** @enum {string} */
                            status: "active" | "inactive" | "banned" | "deleted";
                            selfDeactivated: boolean;
                            emailVerified: boolean;
                            banReason: string | null;
                            bannedAt: string | null;
                            createdAt: string;
                            isProtected: boolean;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    changeUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account's user id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin";
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            /** @enum {string} */
                            status: "active" | "inactive" | "banned" | "deleted";
                            selfDeactivated: boolean;
                            emailVerified: boolean;
                            banReason: string | null;
                            bannedAt: string | null;
                            createdAt: string;
                            isProtected: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setUserActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account's user id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            /** @enum {string} */
                            status: "active" | "inactive" | "banned" | "deleted";
                            selfDeactivated: boolean;
                            emailVerified: boolean;
                            banReason: string | null;
                            bannedAt: string | null;
                            createdAt: string;
                            isProtected: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    banUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account's user id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            /** @enum {string} */
                            status: "active" | "inactive" | "banned" | "deleted";
                            selfDeactivated: boolean;
                            emailVerified: boolean;
                            banReason: string | null;
                            bannedAt: string | null;
                            createdAt: string;
                            isProtected: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    unbanUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account's user id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "admin" | "none";
                            /** @enum {string} */
                            status: "active" | "inactive" | "banned" | "deleted";
                            selfDeactivated: boolean;
                            emailVerified: boolean;
                            banReason: string | null;
                            bannedAt: string | null;
                            createdAt: string;
                            isProtected: boolean;
                        };
                    };
                };
            };
            /** @description The request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getReferralSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitedUsers: number;
                        qualifiedInvitees: number;
                        bonusesAwarded: number;
                        bonusesActive: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listReferrals: {
        parameters: {
            query?: {
                q?: string | null;
                bonus?: "awarded" | "not_awarded" | null;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            inviter: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            invitee: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            codeUsed: string;
                            bookingsCompleted: number;
                            bonusAwardedToInviter: boolean;
                            inviteeJoinedDate: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getReferral: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invited account's user id */
                inviteeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        record: {
                            id: string;
                            inviter: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            invitee: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            codeUsed: string;
                            bookingsCompleted: number;
                            bonusAwardedToInviter: boolean;
                            inviteeJoinedDate: string;
                        };
                        inviter: {
                            id: string;
                            name: string;
                            email: string;
                            referralCode: string;
                            bonuses: {
                                bonusNumber: number;
                                startsAt: string;
                                endsAt: string;
                                active: boolean;
                                daysLeft: number;
                            }[];
                            daysLeft: number;
                        };
                        invitee: {
                            id: string;
                            name: string;
                            email: string;
                            referralCode: string;
                            bonuses: {
                                bonusNumber: number;
                                startsAt: string;
                                endsAt: string;
                                active: boolean;
                                daysLeft: number;
                            }[];
                            daysLeft: number;
                        };
                        bonus: {
                            bonusNumber: number;
                            startsAt: string;
                            endsAt: string;
                            active: boolean;
                            daysLeft: number;
                        } | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPriceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The three sections of the pricing page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bounds: {
                            /** @enum {string} */
                            role: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            min: number;
                            max: number;
                        }[];
                        services: {
                            key: string;
                            name: string | null;
                            /** @enum {string} */
                            role: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            price: number;
                            builtIn: boolean;
                        }[];
                        commissionRates: {
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            percent: number;
                            rate: number;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updatePriceBound: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    min: number;
                    max: number;
                };
            };
        };
        responses: {
            /** @description The saved bounds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bound: {
                            /** @enum {string} */
                            role: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            min: number;
                            max: number;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateServicePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price: number;
                };
            };
        };
        responses: {
            /** @description The saved service price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        service: {
                            key: string;
                            name: string | null;
                            /** @enum {string} */
                            role: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            price: number;
                            builtIn: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateCommissionRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    percent: number;
                };
            };
        };
        responses: {
            /** @description The saved rate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commissionRate: {
                            /** @enum {string} */
                            role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            percent: number;
                            rate: number;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCommissionRules: {
        parameters: {
            query?: {
                sort?: "createdAt" | "startDate";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of rules and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            type: "role" | "service";
                            identifier: string;
                            percent: number;
                            rate: number;
                            startDate: string;
                            endDate: string | null;
                            isActive: boolean;
                            inForce: boolean;
                            notes: string;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createCommissionRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "role" | "service";
                    identifier: string;
                    percent: number;
                    startDate: string;
                    endDate?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The new rule */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rule: {
                            id: string;
                            /** @enum {string} */
                            type: "role" | "service";
                            identifier: string;
                            percent: number;
                            rate: number;
                            startDate: string;
                            endDate: string | null;
                            isActive: boolean;
                            inForce: boolean;
                            notes: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    changeCommissionRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The commission rule id */
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description The updated rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rule: {
                            id: string;
                            /** @enum {string} */
                            type: "role" | "service";
                            identifier: string;
                            percent: number;
                            rate: number;
                            startDate: string;
                            endDate: string | null;
                            isActive: boolean;
                            inForce: boolean;
                            notes: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPlatformSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        iban: string | null;
                        /** @enum {string} */
                        defaultLocale: "tr" | "en";
                        defaultAdminEmail: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateIban: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    iban: string;
                };
            };
        };
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        iban: string | null;
                        /** @enum {string} */
                        defaultLocale: "tr" | "en";
                        defaultAdminEmail: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateDefaultLocale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    locale: "tr" | "en";
                };
            };
        };
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        iban: string | null;
                        /** @enum {string} */
                        defaultLocale: "tr" | "en";
                        defaultAdminEmail: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listAdmins: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of admins and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            email: string;
                            isDefault: boolean;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description The new admin */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admin: {
                            id: string;
                            name: string;
                            email: string;
                            isDefault: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    removeAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The admin's user id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The former admin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: {
                            id: string;
                            name: string;
                            email: string;
                            isDefault: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listServiceTypes: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of service types and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            key: string;
                            name: string | null;
                            /** @enum {string} */
                            role: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            price: number;
                            builtIn: boolean;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addServiceType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    price: number;
                };
            };
        };
        responses: {
            /** @description The new service type */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        serviceType: {
                            key: string;
                            name: string | null;
                            /** @enum {string} */
                            role: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            price: number;
                            builtIn: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities sorted by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cities: {
                            code: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listDistricts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cityCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Districts sorted by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cityCode: string;
                        districts: string[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The image (jpeg, png, webp, gif, heic) or, where allowed, PDF
                     */
                    file: string;
                    /** @enum {string} */
                    purpose: "avatar" | "pet_photo" | "home_photo" | "clinic_photo" | "walk_visual" | "vet_certificate" | "trainer_certification" | "chat_photo" | "walk_report_photo" | "adoption_photo" | "lostfound_photo" | "article_cover" | "payment_receipt" | "verification_document";
                };
            };
        };
        responses: {
            /** @description The stored file, unattached until a form using it is saved */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        file: {
                            id: string;
                            url: string;
                            thumbnailUrl: string | null;
                            contentType: string;
                            name: string;
                            size: number;
                            width: number | null;
                            height: number | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body is larger than the route reads (the connection is closed) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thumbnail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    lookupMicrochip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    microchip: string;
                };
            };
        };
        responses: {
            /** @description Registered or not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        microchip: string;
                        registered: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    notifyMicrochipOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    microchip: string;
                };
            };
        };
        responses: {
            /** @description The owner was told */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPets: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pets and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            birthdate: string | null;
                            age: number | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            notes: string | null;
                            microchip: string | null;
                            /** Format: uuid */
                            photoFileId: string | null;
                            photoUrl: string | null;
                            thumbnailUrl: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createPet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    species: "cat" | "dog" | "bird" | "other";
                    /** @default null */
                    breed?: string | null;
                    /** @default null */
                    birthdate?: string | null;
                    /** @default null */
                    age?: number | null;
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    gender?: "male" | "female" | "unknown";
                    /** @default null */
                    notes?: string | null;
                    microchip?: string | null;
                    /**
                     * Format: uuid
                     * @default null
                     */
                    photoFileId?: string | null;
                };
            };
        };
        responses: {
            /** @description The new pet */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pet: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            birthdate: string | null;
                            age: number | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            notes: string | null;
                            microchip: string | null;
                            /** Format: uuid */
                            photoFileId: string | null;
                            photoUrl: string | null;
                            thumbnailUrl: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pet id */
                petId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pet: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            birthdate: string | null;
                            age: number | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            notes: string | null;
                            microchip: string | null;
                            /** Format: uuid */
                            photoFileId: string | null;
                            photoUrl: string | null;
                            thumbnailUrl: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updatePet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pet id */
                petId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    species: "cat" | "dog" | "bird" | "other";
                    /** @default null */
                    breed?: string | null;
                    /** @default null */
                    birthdate?: string | null;
                    /** @default null */
                    age?: number | null;
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    gender?: "male" | "female" | "unknown";
                    /** @default null */
                    notes?: string | null;
                    microchip?: string | null;
                    /**
                     * Format: uuid
                     * @default null
                     */
                    photoFileId?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated pet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pet: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            birthdate: string | null;
                            age: number | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            notes: string | null;
                            microchip: string | null;
                            /** Format: uuid */
                            photoFileId: string | null;
                            photoUrl: string | null;
                            thumbnailUrl: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deletePet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pet id */
                petId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listVaccinations: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                /** @description The pet id */
                petId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            petId: string;
                            vaccineName: string;
                            vaccinationDate: string;
                            nextDueDate: string | null;
                            notes: string | null;
                            vetId: string | null;
                            vetName: string | null;
                            /** @enum {string} */
                            recordedBy: "veterinarian" | "owner";
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addOwnVaccination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pet id */
                petId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vaccineName: string;
                    vaccinationDate: string;
                    nextDueDate?: string | null;
                    /** @default null */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The record */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vaccination: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            petId: string;
                            vaccineName: string;
                            vaccinationDate: string;
                            nextDueDate: string | null;
                            notes: string | null;
                            vetId: string | null;
                            vetName: string | null;
                            /** @enum {string} */
                            recordedBy: "veterinarian" | "owner";
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMyProviderProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile of the caller’s kind */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                        profile: {
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            bio: string;
                            details: {
                                [key: string]: unknown;
                            };
                            services: string[];
                            priceLira: number | null;
                            ratingAverage: number | null;
                            ratingCount: number;
                            updatedAt: string;
                        } | null;
                        location: {
                            cityCode: string;
                            cityName: string;
                            district: string;
                            mapPoint: {
                                latitude: number;
                                longitude: number;
                            } | null;
                        } | null;
                        files: {
                            id: string;
                            url: string;
                            thumbnailUrl: string | null;
                            contentType: string;
                            name: string;
                            size: number;
                            width: number | null;
                            height: number | null;
                        }[];
                        summary: {
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            isSetUp: boolean;
                            priceLira: number | null;
                            /** @enum {string} */
                            priceUnit: "day" | "session" | "hour";
                            cityName: string | null;
                            district: string | null;
                            ratingAverage: number | null;
                            ratingCount: number;
                            completeness: number;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    saveMyProviderProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "sitter";
                    bio: string;
                    servicePrices: {
                        cat_care?: number;
                        dog_care?: number;
                        bird_care?: number;
                        rodent_care?: number;
                        reptile_care?: number;
                        exotic_care?: number;
                    };
                    /**
                     * @default sitter_home
                     * @enum {string}
                     */
                    sitterServiceLocationType?: "sitter_home" | "owner_home" | "both";
                    /** @default false */
                    hasFencedYard?: boolean;
                    /** @default false */
                    isNonSmokingHome?: boolean;
                    /**
                     * @default none
                     * @enum {string}
                     */
                    otherPetsInHome?: "none" | "dogs_only" | "cats_only" | "dogs_and_cats" | "other" | "multiple_types";
                    /**
                     * @default none
                     * @enum {string}
                     */
                    childrenInHome?: "none" | "infants" | "toddlers" | "school_age" | "teenagers";
                    sitterMaterials?: ("bed" | "food_bowl" | "water_bowl" | "toys" | "first_aid_kit" | "carrier")[] | null;
                    homeEnvironmentNotes?: string | null;
                    /** @default false */
                    isLiveViewingEnabled?: boolean;
                    liveStreamLink?: string | null;
                    homePhotos?: string[] | null;
                    /**
                     * @default moderate
                     * @enum {string}
                     */
                    cancellationPolicy?: "flexible" | "moderate" | "strict";
                    location: {
                        cityCode: string;
                        district: string;
                        /** @default null */
                        mapPoint?: {
                            latitude: number;
                            longitude: number;
                        } | null;
                    };
                } | {
                    /** @enum {string} */
                    kind: "veterinarian";
                    bio?: string | null;
                    clinicName: string;
                    clinicAddress: string;
                    clinicPhoneNumber?: string | null;
                    vetWorkingHours?: string | null;
                    vetSpecializations: ("cats" | "dogs" | "exotics" | "vaccination" | "emergency" | "surgery" | "internal_medicine" | "dentistry")[];
                    /**
                     * @default clinic
                     * @enum {string}
                     */
                    servicePlace?: "clinic" | "home_visit" | "online";
                    /** @default false */
                    worksWithExotics?: boolean;
                    sessionFee: number;
                    certificate?: string[] | null;
                    clinicPhotos?: string[] | null;
                    location: {
                        cityCode: string;
                        district: string;
                        /** @default null */
                        mapPoint?: {
                            latitude: number;
                            longitude: number;
                        } | null;
                    };
                } | {
                    /** @enum {string} */
                    kind: "pet_walker";
                    bio?: string | null;
                    preferredWalkingAreas: string;
                    walkerServiceRegions: string[];
                    hourlyRate: number;
                    walkerExperienceNotes?: string | null;
                    /**
                     * @default any
                     * @enum {string}
                     */
                    maxDogSizeServiced?: "any" | "small" | "medium" | "large";
                    specialServices?: string[] | null;
                    walkerSpeciesPreference?: ("dog" | "cat" | "other")[] | null;
                    walkerWeeklyAvailability?: string | null;
                    /** @default false */
                    knowsFirstAid?: boolean;
                    walkVisuals?: string[] | null;
                    /**
                     * @default moderate
                     * @enum {string}
                     */
                    cancellationPolicy?: "flexible" | "moderate" | "strict";
                    location: {
                        cityCode: string;
                        district: string;
                        /** @default null */
                        mapPoint?: {
                            latitude: number;
                            longitude: number;
                        } | null;
                    };
                } | {
                    /** @enum {string} */
                    kind: "trainer";
                    bio?: string | null;
                    trainerSpecializations: string[];
                    trainerExperienceYears: number;
                    trainerSessionFee: number;
                    trainerCertifications?: string[] | null;
                    trainingPhilosophy?: string | null;
                    trainerServiceAreas?: string | null;
                    trainerVideoUrl?: string | null;
                    trainerAvailabilityNotes?: string | null;
                    /**
                     * @default moderate
                     * @enum {string}
                     */
                    cancellationPolicy?: "flexible" | "moderate" | "strict";
                    location: {
                        cityCode: string;
                        district: string;
                        /** @default null */
                        mapPoint?: {
                            latitude: number;
                            longitude: number;
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description The saved profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                        profile: {
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            bio: string;
                            details: {
                                [key: string]: unknown;
                            };
                            services: string[];
                            priceLira: number | null;
                            ratingAverage: number | null;
                            ratingCount: number;
                            updatedAt: string;
                        } | null;
                        location: {
                            cityCode: string;
                            cityName: string;
                            district: string;
                            mapPoint: {
                                latitude: number;
                                longitude: number;
                            } | null;
                        } | null;
                        files: {
                            id: string;
                            url: string;
                            thumbnailUrl: string | null;
                            contentType: string;
                            name: string;
                            size: number;
                            width: number | null;
                            height: number | null;
                        }[];
                        summary: {
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            isSetUp: boolean;
                            priceLira: number | null;
                            /** @enum {string} */
                            priceUnit: "day" | "session" | "hour";
                            cityName: string | null;
                            district: string | null;
                            ratingAverage: number | null;
                            ratingCount: number;
                            completeness: number;
                        };
                    };
                };
            };
            /** @description The request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMyVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status and the documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "incomplete" | "pending" | "verified" | "rejected";
                        submittedAt: string | null;
                        decidedAt: string | null;
                        rejectionReason: string | null;
                        documents: {
                            /** @enum {string} */
                            kind: "diploma" | "clinic_licence" | "certificate" | "identity" | "first_aid";
                            required: boolean;
                            file: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                                uploadedAt: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putVerificationDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "diploma" | "clinic_licence" | "certificate" | "identity" | "first_aid";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileId: string;
                };
            };
        };
        responses: {
            /** @description The verification as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "incomplete" | "pending" | "verified" | "rejected";
                        submittedAt: string | null;
                        decidedAt: string | null;
                        rejectionReason: string | null;
                        documents: {
                            /** @enum {string} */
                            kind: "diploma" | "clinic_licence" | "certificate" | "identity" | "first_aid";
                            required: boolean;
                            file: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                                uploadedAt: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteVerificationDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "diploma" | "clinic_licence" | "certificate" | "identity" | "first_aid";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "incomplete" | "pending" | "verified" | "rejected";
                        submittedAt: string | null;
                        decidedAt: string | null;
                        rejectionReason: string | null;
                        documents: {
                            /** @enum {string} */
                            kind: "diploma" | "clinic_licence" | "certificate" | "identity" | "first_aid";
                            required: boolean;
                            file: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                                uploadedAt: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listVerificationQueue: {
        parameters: {
            query?: {
                status?: "pending" | "verified" | "rejected";
                kind?: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the queue and its total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            userId: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            /** @enum {string} */
                            status: "incomplete" | "pending" | "verified" | "rejected";
                            submittedAt: string | null;
                            decidedAt: string | null;
                            decidedByName: string | null;
                            rejectionReason: string | null;
                            documents: {
                                /** @enum {string} */
                                kind: "diploma" | "clinic_licence" | "certificate" | "identity" | "first_aid";
                                required: boolean;
                                file: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    contentType: string;
                                    uploadedAt: string;
                                } | null;
                            }[];
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    approveVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider whose verification file is decided */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    submittedAt: string;
                };
            };
        };
        responses: {
            /** @description The file as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                        /** @enum {string} */
                        status: "incomplete" | "pending" | "verified" | "rejected";
                        submittedAt: string | null;
                        decidedAt: string | null;
                        decidedByName: string | null;
                        rejectionReason: string | null;
                        documents: {
                            /** @enum {string} */
                            kind: "diploma" | "clinic_licence" | "certificate" | "identity" | "first_aid";
                            required: boolean;
                            file: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                                uploadedAt: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rejectVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider whose verification file is decided */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    submittedAt: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The file as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                        /** @enum {string} */
                        status: "incomplete" | "pending" | "verified" | "rejected";
                        submittedAt: string | null;
                        decidedAt: string | null;
                        decidedByName: string | null;
                        rejectionReason: string | null;
                        documents: {
                            /** @enum {string} */
                            kind: "diploma" | "clinic_licence" | "certificate" | "identity" | "first_aid";
                            required: boolean;
                            file: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                                uploadedAt: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    browseProviders: {
        parameters: {
            query: {
                kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                q?: string;
                maxDistanceKm?: "5" | "10" | "20";
                minRating?: "3" | "4";
                specialization?: "cats" | "dogs" | "exotics" | "vaccination" | "emergency" | "surgery" | "internal_medicine" | "dentistry";
                servicePlace?: "clinic" | "home_visit" | "online";
                firstAid?: "true" | "false";
                verified?: "true" | "false";
                sort?: "rating" | "distance" | "price" | "response";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of provider cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            name: string;
                            avatarUrl: string | null;
                            photoUrl: string | null;
                            cityName: string | null;
                            district: string | null;
                            distanceKm: number | null;
                            price: {
                                lira: number;
                                maxLira: number | null;
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                            } | null;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            bio: string;
                            services: string[];
                            clinicName: string | null;
                            /** @enum {string|null} */
                            servicePlace: "clinic" | "home_visit" | "online" | null;
                            knowsFirstAid: boolean | null;
                            point: {
                                latitude: number;
                                longitude: number;
                            } | null;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            responsiveness: {
                                requests: number;
                                responseRate: number;
                                medianResponseMinutes: number | null;
                                providerCancellations: number;
                            } | null;
                            verified: boolean;
                        }[];
                        total: number;
                        totalIsExact: boolean;
                        page: number;
                        pageSize: number;
                        origin: {
                            cityName: string;
                            district: string;
                        } | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPublicProfile: {
        parameters: {
            query?: {
                kind?: "sitter" | "veterinarian" | "pet_walker" | "trainer";
            };
            header?: never;
            path: {
                /** @description The provider's user id */
                providerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                        name: string;
                        avatarUrl: string | null;
                        cityName: string | null;
                        district: string | null;
                        distanceKm: number | null;
                        bio: string;
                        services: string[];
                        price: {
                            lira: number;
                            maxLira: number | null;
                            /** @enum {string} */
                            unit: "day" | "session" | "hour";
                        } | null;
                        servicePrices: {
                            service: string;
                            lira: number;
                        }[];
                        rating: {
                            average: number | null;
                            count: number;
                        };
                        reviews: {
                            id: string;
                            rating: number;
                            comment: string;
                            reviewerName: string;
                            createdAt: string;
                        }[];
                        photos: {
                            url: string;
                            thumbnailUrl: string;
                        }[];
                        documents: {
                            url: string;
                            name: string;
                            contentType: string;
                        }[];
                        details: {
                            /** @enum {string} */
                            kind: "sitter";
                            /** @enum {string|null} */
                            serviceLocationType: "sitter_home" | "owner_home" | "both" | null;
                            hasFencedYard: boolean | null;
                            isNonSmokingHome: boolean | null;
                            /** @enum {string|null} */
                            otherPetsInHome: "none" | "dogs_only" | "cats_only" | "dogs_and_cats" | "other" | "multiple_types" | null;
                            /** @enum {string|null} */
                            childrenInHome: "none" | "infants" | "toddlers" | "school_age" | "teenagers" | null;
                            homeEnvironmentNotes: string | null;
                            materials: ("bed" | "food_bowl" | "water_bowl" | "toys" | "first_aid_kit" | "carrier")[];
                            liveViewing: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "veterinarian";
                            clinicName: string | null;
                            clinicAddress: string | null;
                            clinicPhoneNumber: string | null;
                            workingHours: string | null;
                            specializations: ("cats" | "dogs" | "exotics" | "vaccination" | "emergency" | "surgery" | "internal_medicine" | "dentistry")[];
                            /** @enum {string|null} */
                            servicePlace: "clinic" | "home_visit" | "online" | null;
                            worksWithExotics: boolean | null;
                        } | {
                            /** @enum {string} */
                            kind: "pet_walker";
                            preferredWalkingAreas: string | null;
                            serviceRegions: string[];
                            experienceNotes: string | null;
                            /** @enum {string|null} */
                            maxDogSize: "any" | "small" | "medium" | "large" | null;
                            specialServices: string[];
                            speciesPreference: string[];
                            weeklyAvailability: string | null;
                            knowsFirstAid: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "trainer";
                            specializations: string[];
                            experienceYears: number | null;
                            philosophy: string | null;
                            serviceAreas: string | null;
                            videoUrl: string | null;
                            availabilityNotes: string | null;
                        };
                        /** @enum {string} */
                        cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                        responsiveness: {
                            requests: number;
                            responseRate: number;
                            medianResponseMinutes: number | null;
                            providerCancellations: number;
                        } | null;
                        verified: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feed: {
                            url: string;
                            createdAt: string;
                        } | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    renewCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new feed address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feed: {
                            url: string;
                            createdAt: string;
                        } | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Turned off (or was off) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getBookingCalendar: {
        parameters: {
            query?: {
                locale?: "tr" | "en";
            };
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking as a `.ics` attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    readCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The feed's secret token */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listAdminBookings: {
        parameters: {
            query?: {
                q?: string | null;
                status?: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending" | null;
                kind?: "sitter" | "veterinarian" | "pet_walker" | "trainer" | null;
                from?: string | null;
                to?: string | null;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bookings and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            owner: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            provider: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            startsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            total: number;
                            paymentStatus: string | null;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: string;
                            owner: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            provider: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            startsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            total: number;
                            paymentStatus: string | null;
                            createdAt: string;
                            petName: string | null;
                            notes: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            cancellation: {
                                by: string | null;
                                reason: string | null;
                                note: string | null;
                            } | null;
                            payment: {
                                status: string;
                                reference: string;
                                amount: number;
                                payout: number;
                                receiptUploadedAt: string | null;
                                rejectionReason: string | null;
                                confirmedAt: string | null;
                                paidOutAt: string | null;
                                refundDueAt: string | null;
                                refundedAt: string | null;
                                createdAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    quoteBooking: {
        parameters: {
            query: {
                providerId: string;
                kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                service?: string;
                startDate?: string;
                endDate?: string;
                date?: string;
                time?: string;
                hours?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        providerId: string;
                        /** @enum {string} */
                        kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                        serviceType: string;
                        startsAt: string;
                        endsAt: string;
                        price: {
                            /** @enum {string} */
                            unit: "day" | "session" | "hour";
                            quantity: number;
                            unitPrice: number;
                            base: number;
                            ownerCommission: number;
                            total: number;
                            providerCommission: number;
                            netPayable: number;
                            ownerRate: number;
                            /** @enum {string} */
                            ownerRateSource: "referral_bonus" | "settings" | "default";
                            providerRate: number;
                            /** @enum {string} */
                            providerRateSource: "referral_bonus" | "override" | "role" | "default";
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAvailability: {
        parameters: {
            query: {
                from: string;
                to: string;
                providerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unavailable days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        providerId: string;
                        from: string;
                        to: string;
                        unavailableDays: string[];
                        bookedDays: string[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    to: string;
                    unavailableDays: string[];
                };
            };
        };
        responses: {
            /** @description The unavailable days now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        providerId: string;
                        from: string;
                        to: string;
                        unavailableDays: string[];
                        bookedDays: string[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getEarnings: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of earnings with the totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        totalIsExact: boolean;
                        totals: {
                            count: number;
                            base: number;
                            providerCommission: number;
                            netPayable: number;
                        };
                        week: {
                            count: number;
                            base: number;
                            providerCommission: number;
                            netPayable: number;
                            from: string;
                            to: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listTodayWalks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today's walks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listWalkHistory: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of completed walks and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        totalIsExact: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listBookings: {
        parameters: {
            query?: {
                as?: "owner" | "provider";
                status?: string[];
                when?: "upcoming" | "past";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bookings and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        totalIsExact: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "sitter";
                    /** Format: uuid */
                    providerId: string;
                    /** Format: uuid */
                    petId: string;
                    /** @enum {string} */
                    service: "cat_care" | "dog_care" | "bird_care" | "rodent_care" | "reptile_care" | "exotic_care";
                    startDate: string;
                    endDate: string;
                    /** @default null */
                    notes?: string | null;
                } | {
                    /** @enum {string} */
                    kind: "veterinarian";
                    /** Format: uuid */
                    providerId: string;
                    /** Format: uuid */
                    petId: string;
                    /** @enum {string} */
                    service: "vet_exam" | "vaccination";
                    date: string;
                    time: string;
                    /** @default null */
                    notes?: string | null;
                } | {
                    /** @enum {string} */
                    kind: "pet_walker";
                    /** Format: uuid */
                    providerId: string;
                    /** Format: uuid */
                    petId: string;
                    date: string;
                    time: string;
                    hours?: number | null;
                    /** @default null */
                    addressForWalker?: string | null;
                    /** @default null */
                    notes?: string | null;
                } | {
                    /** @enum {string} */
                    kind: "trainer";
                    /** Format: uuid */
                    providerId: string;
                    /** Format: uuid */
                    petId: string;
                    date: string;
                    time: string;
                    /** @default null */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The new booking */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    acceptBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The confirmed booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rejectBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The cancelled booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The cancelled booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    providerCancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The cancelled booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getBookingAlternatives: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to three providers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            name: string;
                            avatarUrl: string | null;
                            cityName: string | null;
                            district: string | null;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    completeBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The completed booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    startWalk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The walk, started */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    finishWalk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The walk, finished and completed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: string;
                            /** @enum {string} */
                            kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                            serviceType: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                            /** @enum {string} */
                            viewerRole: "owner" | "provider";
                            owner: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            provider: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                            } | null;
                            startsAt: string;
                            endsAt: string;
                            startDate: string;
                            endDate: string;
                            startTime: string | null;
                            hours: number | null;
                            /** @enum {string} */
                            timing: "past" | "today" | "upcoming";
                            notes: string | null;
                            addressForWalker: string | null;
                            price: {
                                /** @enum {string} */
                                unit: "day" | "session" | "hour";
                                quantity: number;
                                unitPrice: number;
                                base: number;
                                ownerCommission: number;
                                total: number;
                                providerCommission: number;
                                netPayable: number;
                                ownerRate: number;
                                /** @enum {string} */
                                ownerRateSource: "referral_bonus" | "settings" | "default";
                                providerRate: number;
                                /** @enum {string} */
                                providerRateSource: "referral_bonus" | "override" | "role" | "default";
                            };
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            cancellation: {
                                /** @enum {string} */
                                by: "owner" | "provider" | "system";
                                /** @enum {string} */
                                reason: "rejected" | "cancelled_by_owner" | "cancelled_by_provider" | "expired";
                                note: string | null;
                            } | null;
                            expiresAt: string | null;
                            actions: ("accept" | "reject" | "cancel" | "provider_cancel" | "complete")[];
                            canReview: boolean;
                            reviews: {
                                id: string;
                                /** @enum {string} */
                                reviewerRole: "owner" | "provider";
                                /** @enum {string} */
                                reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            liveStreamUrl: string | null;
                            createdAt: string;
                            answeredAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            walk: {
                                startedAt: string | null;
                                finishedAt: string | null;
                                minutes: number | null;
                                startOpensAt: string;
                                canStart: boolean;
                                canFinish: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    /** @default null */
                    comment?: string | null;
                };
            };
        };
        responses: {
            /** @description The review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        review: {
                            id: string;
                            /** @enum {string} */
                            reviewerRole: "owner" | "provider";
                            /** @enum {string} */
                            reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                            rating: number;
                            comment: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    recordWalkPoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id of the walk */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    points: {
                        latitude: number;
                        longitude: number;
                        accuracyM?: number;
                        /** Format: date-time */
                        recordedAt: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description How many positions were stored, and the walk’s distance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stored: number;
                        distanceKm: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getWalkTrack: {
        parameters: {
            query?: {
                after?: string;
            };
            header?: never;
            path: {
                /** @description The booking id of the walk */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The walk */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingId: string;
                        /** @enum {string} */
                        viewerRole: "owner" | "provider";
                        startedAt: string | null;
                        finishedAt: string | null;
                        live: boolean;
                        elapsedSeconds: number | null;
                        distanceKm: number;
                        pointCount: number;
                        points: {
                            latitude: number;
                            longitude: number;
                            accuracyM: number | null;
                            recordedAt: string;
                        }[];
                        report: {
                            note: string | null;
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            distanceKm: number;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                        canReport: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    saveWalkReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id of the walk */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string | null;
                    /** @default [] */
                    photoIds?: string[];
                };
            };
        };
        responses: {
            /** @description The report, rewritten */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            note: string | null;
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            distanceKm: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The report, written */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            note: string | null;
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            distanceKm: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPatients: {
        parameters: {
            query?: {
                q?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of patients and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            petId: string;
                            name: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            age: number | null;
                            ownerName: string;
                            lastVisit: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listDueVaccinations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The doses due, and the week */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            petId: string;
                            vaccineName: string;
                            vaccinationDate: string;
                            nextDueDate: string | null;
                            notes: string | null;
                            vetId: string | null;
                            vetName: string | null;
                            /** @enum {string} */
                            recordedBy: "veterinarian" | "owner";
                            petName: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            ownerName: string;
                            createdAt: string;
                        }[];
                        from: string;
                        to: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getReminderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emails: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putReminderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emails: boolean;
                };
            };
        };
        responses: {
            /** @description The setting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emails: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listVetVaccinations: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of vaccinations and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            petId: string;
                            vaccineName: string;
                            vaccinationDate: string;
                            nextDueDate: string | null;
                            notes: string | null;
                            vetId: string | null;
                            vetName: string | null;
                            /** @enum {string} */
                            recordedBy: "veterinarian" | "owner";
                            petName: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            ownerName: string;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPetVisits: {
        parameters: {
            query: {
                petId: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of visit records and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            petId: string;
                            visitDate: string;
                            reason: string;
                            diagnosis: string | null;
                            treatment: string | null;
                            notes: string | null;
                            createdAt: string;
                            vetId: string;
                            vetName: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPatient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The patient's pet id */
                petId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The patient */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        patient: {
                            pet: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                species: "cat" | "dog" | "bird" | "other";
                                breed: string | null;
                                birthdate: string | null;
                                age: number | null;
                                /** @enum {string} */
                                gender: "male" | "female" | "unknown";
                                notes: string | null;
                            };
                            owner: {
                                id: string;
                                name: string;
                            };
                            appointments: {
                                items: {
                                    id: string;
                                    serviceType: string;
                                    /** @enum {string} */
                                    status: "requested" | "pending" | "confirmed" | "completed" | "cancelled" | "payment_pending";
                                    startsAt: string;
                                    startDate: string;
                                    startTime: string | null;
                                    notes: string | null;
                                }[];
                                total: number;
                            };
                            vaccinations: {
                                items: {
                                    /** Format: uuid */
                                    id: string;
                                    /** Format: uuid */
                                    petId: string;
                                    vaccineName: string;
                                    vaccinationDate: string;
                                    nextDueDate: string | null;
                                    notes: string | null;
                                    vetId: string | null;
                                    vetName: string | null;
                                    /** @enum {string} */
                                    recordedBy: "veterinarian" | "owner";
                                }[];
                                total: number;
                            };
                            records: {
                                items: {
                                    id: string;
                                    petId: string;
                                    visitDate: string;
                                    reason: string;
                                    diagnosis: string | null;
                                    treatment: string | null;
                                    notes: string | null;
                                    createdAt: string;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createPatientRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The patient's pet id */
                petId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    visitDate: string;
                    reason: string;
                    /** @default null */
                    diagnosis?: string | null;
                    /** @default null */
                    treatment?: string | null;
                    /** @default null */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The new visit record */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        record: {
                            id: string;
                            petId: string;
                            visitDate: string;
                            reason: string;
                            diagnosis: string | null;
                            treatment: string | null;
                            notes: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addVaccination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The patient's pet id */
                petId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vaccineName: string;
                    vaccinationDate: string;
                    nextDueDate?: string | null;
                    /** @default null */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The new vaccination record */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vaccination: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            petId: string;
                            vaccineName: string;
                            vaccinationDate: string;
                            nextDueDate: string | null;
                            notes: string | null;
                            vetId: string | null;
                            vetName: string | null;
                            /** @enum {string} */
                            recordedBy: "veterinarian" | "owner";
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listEmergencies: {
        parameters: {
            query?: {
                status?: "pending" | "acknowledged" | "cannot_help" | "resolved";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "acknowledged" | "cannot_help" | "resolved";
                            /** @enum {string} */
                            viewerRole: "owner" | "veterinarian";
                            vet: {
                                id: string;
                                name: string;
                                clinicName: string | null;
                                clinicPhone: string | null;
                            };
                            owner: {
                                id: string;
                                name: string;
                                phone: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                                species: string;
                            } | null;
                            location: string;
                            description: string;
                            vetNote: string | null;
                            actions: ("acknowledge" | "cannot_help" | "resolve")[];
                            createdAt: string;
                            answeredAt: string | null;
                            resolvedAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createEmergency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vetId: string;
                    /** Format: uuid */
                    petId: string;
                    location: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description The new request, pending */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "acknowledged" | "cannot_help" | "resolved";
                            /** @enum {string} */
                            viewerRole: "owner" | "veterinarian";
                            vet: {
                                id: string;
                                name: string;
                                clinicName: string | null;
                                clinicPhone: string | null;
                            };
                            owner: {
                                id: string;
                                name: string;
                                phone: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                                species: string;
                            } | null;
                            location: string;
                            description: string;
                            vetNote: string | null;
                            actions: ("acknowledge" | "cannot_help" | "resolve")[];
                            createdAt: string;
                            answeredAt: string | null;
                            resolvedAt: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    acknowledgeEmergency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The emergency request id */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The request now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "acknowledged" | "cannot_help" | "resolved";
                            /** @enum {string} */
                            viewerRole: "owner" | "veterinarian";
                            vet: {
                                id: string;
                                name: string;
                                clinicName: string | null;
                                clinicPhone: string | null;
                            };
                            owner: {
                                id: string;
                                name: string;
                                phone: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                                species: string;
                            } | null;
                            location: string;
                            description: string;
                            vetNote: string | null;
                            actions: ("acknowledge" | "cannot_help" | "resolve")[];
                            createdAt: string;
                            answeredAt: string | null;
                            resolvedAt: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    cannotHelpEmergency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The emergency request id */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The request now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "acknowledged" | "cannot_help" | "resolved";
                            /** @enum {string} */
                            viewerRole: "owner" | "veterinarian";
                            vet: {
                                id: string;
                                name: string;
                                clinicName: string | null;
                                clinicPhone: string | null;
                            };
                            owner: {
                                id: string;
                                name: string;
                                phone: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                                species: string;
                            } | null;
                            location: string;
                            description: string;
                            vetNote: string | null;
                            actions: ("acknowledge" | "cannot_help" | "resolve")[];
                            createdAt: string;
                            answeredAt: string | null;
                            resolvedAt: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    resolveEmergency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The emergency request id */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The request now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "acknowledged" | "cannot_help" | "resolved";
                            /** @enum {string} */
                            viewerRole: "owner" | "veterinarian";
                            vet: {
                                id: string;
                                name: string;
                                clinicName: string | null;
                                clinicPhone: string | null;
                            };
                            owner: {
                                id: string;
                                name: string;
                                phone: string | null;
                            };
                            pet: {
                                id: string;
                                name: string;
                                species: string;
                            } | null;
                            location: string;
                            description: string;
                            vetNote: string | null;
                            actions: ("acknowledge" | "cannot_help" | "resolve")[];
                            createdAt: string;
                            answeredAt: string | null;
                            resolvedAt: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications, the total and the unread count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            type: string;
                            bookingId: string | null;
                            title: string;
                            body: string;
                            path: string | null;
                            readAt: string | null;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        unreadCount: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description On or off per topic */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        support_ticket: boolean;
                        flag: boolean;
                        payment_receipt: boolean;
                        security_alert: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAdminNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    support_ticket: boolean;
                    flag: boolean;
                    payment_receipt: boolean;
                    security_alert: boolean;
                };
            };
        };
        responses: {
            /** @description The saved choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        support_ticket: boolean;
                        flag: boolean;
                        payment_receipt: boolean;
                        security_alert: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count now (0) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The notification id */
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listConversations: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of conversations, the total and the unread total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            chatId: string;
                            asker: string | null;
                            subject: {
                                /** @enum {string} */
                                kind: "booking" | "question" | "adoption" | "lostfound" | "mating";
                                title: string;
                                path: string | null;
                            };
                            other: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            otherReadAt: string | null;
                            unreadCount: number;
                            lastMessage: {
                                text: string;
                                /** @enum {string} */
                                contactMask: "none" | "masked" | "hidden_for_other";
                                senderId: string;
                                createdAt: string;
                                hasImages: boolean;
                            } | null;
                            lastActivityAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        unreadTotal: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUnread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadTotal: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getConversation: {
        parameters: {
            query?: {
                asker?: string;
            };
            header?: never;
            path: {
                /** @description The chat id (`booking_{bookingId}`, `question_{providerId}`, `adoption_{listingId}_owner_{ownerId}`, …) */
                chatId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chatId: string;
                        asker: string | null;
                        subject: {
                            /** @enum {string} */
                            kind: "booking" | "question" | "adoption" | "lostfound" | "mating";
                            title: string;
                            path: string | null;
                        };
                        other: {
                            id: string;
                            name: string;
                            avatarUrl: string | null;
                        };
                        otherReadAt: string | null;
                        unreadCount: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    openQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider's user id (as their public profile has it) */
                providerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chatId: string;
                        asker: string | null;
                        subject: {
                            /** @enum {string} */
                            kind: "booking" | "question" | "adoption" | "lostfound" | "mating";
                            title: string;
                            path: string | null;
                        };
                        other: {
                            id: string;
                            name: string;
                            avatarUrl: string | null;
                        };
                        otherReadAt: string | null;
                        unreadCount: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                asker?: string;
                before?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The chat id (`booking_{bookingId}`, `question_{providerId}`, `adoption_{listingId}_owner_{ownerId}`, …) */
                chatId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages and the cursor of the page before */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            clientId: string;
                            senderId: string;
                            text: string;
                            /** @enum {string} */
                            contactMask: "none" | "masked" | "hidden_for_other";
                            attachments: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            createdAt: string;
                            cursor: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    sendMessage: {
        parameters: {
            query?: {
                asker?: string;
            };
            header?: never;
            path: {
                /** @description The chat id (`booking_{bookingId}`, `question_{providerId}`, `adoption_{listingId}_owner_{ownerId}`, …) */
                chatId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    clientId: string;
                    /** @default  */
                    text?: string;
                    /** @default [] */
                    attachmentIds?: string[];
                };
            };
        };
        responses: {
            /** @description The message stored by an earlier send with this clientId */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        clientId: string;
                        senderId: string;
                        text: string;
                        /** @enum {string} */
                        contactMask: "none" | "masked" | "hidden_for_other";
                        attachments: {
                            id: string;
                            url: string;
                            thumbnailUrl: string;
                        }[];
                        createdAt: string;
                        cursor: string;
                    };
                };
            };
            /** @description The stored message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        clientId: string;
                        senderId: string;
                        text: string;
                        /** @enum {string} */
                        contactMask: "none" | "masked" | "hidden_for_other";
                        attachments: {
                            id: string;
                            url: string;
                            thumbnailUrl: string;
                        }[];
                        createdAt: string;
                        cursor: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markRead: {
        parameters: {
            query?: {
                asker?: string;
            };
            header?: never;
            path: {
                /** @description The chat id (`booking_{bookingId}`, `question_{providerId}`, `adoption_{listingId}_owner_{ownerId}`, …) */
                chatId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description When it was marked read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        readAt: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    flagMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message id */
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "spam" | "harassment" | "inappropriate" | "scam" | "other";
                    details?: string;
                };
            };
        };
        responses: {
            /** @description The stored flag */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        messageId: string;
                        /** @enum {string} */
                        reason: "spam" | "harassment" | "inappropriate" | "scam" | "other";
                        details: string | null;
                        status: string;
                        createdAt: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    realtime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching Protocols: the socket is open and its first message is `{ "type": "ready", "userId" }` */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listReceivedReviews: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews, the total and the summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            reviewType: "owner_review" | "sitter_review" | "vet_review" | "walker_review" | "trainer_review";
                            rating: number;
                            comment: string | null;
                            createdAt: string;
                            reviewerFirstName: string;
                            booking: {
                                id: string;
                                /** @enum {string} */
                                kind: "sitter" | "veterinarian" | "pet_walker" | "trainer";
                                serviceType: string;
                                startDate: string;
                            };
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        summary: {
                            average: number | null;
                            count: number;
                            stars: {
                                rating: number;
                                count: number;
                            }[];
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listListings: {
        parameters: {
            query?: {
                animalType?: "cat" | "dog" | "bird" | "rodent" | "other";
                city?: string;
                vaccinated?: "true" | "false";
                neutered?: "true" | "false";
                minAge?: number | null;
                maxAge?: number | null;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of listings and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "rodent" | "other";
                            breed: string;
                            /** @enum {string} */
                            gender: "female" | "male";
                            age: number;
                            /** @enum {string} */
                            ageUnit: "years" | "months";
                            isVaccinated: boolean;
                            isNeutered: boolean;
                            healthNotes: string | null;
                            characterNotes: string | null;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            additionalInfo: string | null;
                            /** @enum {string} */
                            status: "active" | "adopted" | "removed";
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createListing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    animalType: "cat" | "dog" | "bird" | "rodent" | "other";
                    breed: string;
                    /** @enum {string} */
                    gender: "female" | "male";
                    age: number;
                    /**
                     * @default years
                     * @enum {string}
                     */
                    ageUnit?: "years" | "months";
                    /** @default false */
                    isVaccinated?: boolean;
                    /** @default false */
                    isNeutered?: boolean;
                    /** @default null */
                    healthNotes?: string | null;
                    /** @default null */
                    characterNotes?: string | null;
                    photoIds: string[];
                    cityCode: string;
                    /** @default null */
                    district?: string | null;
                    /** @default null */
                    additionalInfo?: string | null;
                };
            };
        };
        responses: {
            /** @description The new listing */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "rodent" | "other";
                            breed: string;
                            /** @enum {string} */
                            gender: "female" | "male";
                            age: number;
                            /** @enum {string} */
                            ageUnit: "years" | "months";
                            isVaccinated: boolean;
                            isNeutered: boolean;
                            healthNotes: string | null;
                            characterNotes: string | null;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            additionalInfo: string | null;
                            /** @enum {string} */
                            status: "active" | "adopted" | "removed";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listMyListings: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of listings and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "rodent" | "other";
                            breed: string;
                            /** @enum {string} */
                            gender: "female" | "male";
                            age: number;
                            /** @enum {string} */
                            ageUnit: "years" | "months";
                            isVaccinated: boolean;
                            isNeutered: boolean;
                            healthNotes: string | null;
                            characterNotes: string | null;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            additionalInfo: string | null;
                            /** @enum {string} */
                            status: "active" | "adopted" | "removed";
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The adoption listing id */
                listingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "rodent" | "other";
                            breed: string;
                            /** @enum {string} */
                            gender: "female" | "male";
                            age: number;
                            /** @enum {string} */
                            ageUnit: "years" | "months";
                            isVaccinated: boolean;
                            isNeutered: boolean;
                            healthNotes: string | null;
                            characterNotes: string | null;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            additionalInfo: string | null;
                            /** @enum {string} */
                            status: "active" | "adopted" | "removed";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The adoption listing id */
                listingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    animalType: "cat" | "dog" | "bird" | "rodent" | "other";
                    breed: string;
                    /** @enum {string} */
                    gender: "female" | "male";
                    age: number;
                    /**
                     * @default years
                     * @enum {string}
                     */
                    ageUnit?: "years" | "months";
                    /** @default false */
                    isVaccinated?: boolean;
                    /** @default false */
                    isNeutered?: boolean;
                    /** @default null */
                    healthNotes?: string | null;
                    /** @default null */
                    characterNotes?: string | null;
                    photoIds: string[];
                    cityCode: string;
                    /** @default null */
                    district?: string | null;
                    /** @default null */
                    additionalInfo?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "rodent" | "other";
                            breed: string;
                            /** @enum {string} */
                            gender: "female" | "male";
                            age: number;
                            /** @enum {string} */
                            ageUnit: "years" | "months";
                            isVaccinated: boolean;
                            isNeutered: boolean;
                            healthNotes: string | null;
                            characterNotes: string | null;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            additionalInfo: string | null;
                            /** @enum {string} */
                            status: "active" | "adopted" | "removed";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The adoption listing id */
                listingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markAdopted: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The adoption listing id */
                listingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The adopted listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "rodent" | "other";
                            breed: string;
                            /** @enum {string} */
                            gender: "female" | "male";
                            age: number;
                            /** @enum {string} */
                            ageUnit: "years" | "months";
                            isVaccinated: boolean;
                            isNeutered: boolean;
                            healthNotes: string | null;
                            characterNotes: string | null;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            additionalInfo: string | null;
                            /** @enum {string} */
                            status: "active" | "adopted" | "removed";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    removeListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The adoption listing id */
                listingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The removed listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "rodent" | "other";
                            breed: string;
                            /** @enum {string} */
                            gender: "female" | "male";
                            age: number;
                            /** @enum {string} */
                            ageUnit: "years" | "months";
                            isVaccinated: boolean;
                            isNeutered: boolean;
                            healthNotes: string | null;
                            characterNotes: string | null;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            additionalInfo: string | null;
                            /** @enum {string} */
                            status: "active" | "adopted" | "removed";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listMatingListings: {
        parameters: {
            query?: {
                species?: "cat" | "dog" | "bird" | "other";
                city?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of listings and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** Format: uuid */
                            petId: string;
                            petName: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            age: number | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            photoUrl: string | null;
                            thumbnailUrl: string | null;
                            listingTitle: string;
                            healthInfo: string | null;
                            pedigreeInfo: string | null;
                            temperament: string | null;
                            matingTerms: string | null;
                            desiredPartnerTraits: string | null;
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            isActive: boolean;
                            createdAt: string;
                            updatedAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createMatingListing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    listingTitle: string;
                    /** @default null */
                    healthInfo?: string | null;
                    /** @default null */
                    pedigreeInfo?: string | null;
                    /** @default null */
                    temperament?: string | null;
                    /** @default null */
                    matingTerms?: string | null;
                    /** @default null */
                    desiredPartnerTraits?: string | null;
                    city: string;
                    district?: string | null;
                    /** @default true */
                    isActive?: boolean;
                    /** Format: uuid */
                    petId: string;
                };
            };
        };
        responses: {
            /** @description The new listing */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** Format: uuid */
                            petId: string;
                            petName: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            age: number | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            photoUrl: string | null;
                            thumbnailUrl: string | null;
                            listingTitle: string;
                            healthInfo: string | null;
                            pedigreeInfo: string | null;
                            temperament: string | null;
                            matingTerms: string | null;
                            desiredPartnerTraits: string | null;
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            isActive: boolean;
                            createdAt: string;
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listMyMatingListings: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of listings and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** Format: uuid */
                            petId: string;
                            petName: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            age: number | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            photoUrl: string | null;
                            thumbnailUrl: string | null;
                            listingTitle: string;
                            healthInfo: string | null;
                            pedigreeInfo: string | null;
                            temperament: string | null;
                            matingTerms: string | null;
                            desiredPartnerTraits: string | null;
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            isActive: boolean;
                            createdAt: string;
                            updatedAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMatingListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mating listing id */
                listingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** Format: uuid */
                            petId: string;
                            petName: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            age: number | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            photoUrl: string | null;
                            thumbnailUrl: string | null;
                            listingTitle: string;
                            healthInfo: string | null;
                            pedigreeInfo: string | null;
                            temperament: string | null;
                            matingTerms: string | null;
                            desiredPartnerTraits: string | null;
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            isActive: boolean;
                            createdAt: string;
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateMatingListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mating listing id */
                listingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    listingTitle: string;
                    /** @default null */
                    healthInfo?: string | null;
                    /** @default null */
                    pedigreeInfo?: string | null;
                    /** @default null */
                    temperament?: string | null;
                    /** @default null */
                    matingTerms?: string | null;
                    /** @default null */
                    desiredPartnerTraits?: string | null;
                    city: string;
                    district?: string | null;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description The updated listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** Format: uuid */
                            petId: string;
                            petName: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            age: number | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            photoUrl: string | null;
                            thumbnailUrl: string | null;
                            listingTitle: string;
                            healthInfo: string | null;
                            pedigreeInfo: string | null;
                            temperament: string | null;
                            matingTerms: string | null;
                            desiredPartnerTraits: string | null;
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            isActive: boolean;
                            createdAt: string;
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteMatingListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mating listing id */
                listingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setMatingListingActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mating listing id */
                listingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description The listing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: {
                            /** Format: uuid */
                            id: string;
                            ownerId: string;
                            ownerName: string;
                            /** Format: uuid */
                            petId: string;
                            petName: string;
                            /** @enum {string} */
                            species: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            age: number | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            photoUrl: string | null;
                            thumbnailUrl: string | null;
                            listingTitle: string;
                            healthInfo: string | null;
                            pedigreeInfo: string | null;
                            temperament: string | null;
                            matingTerms: string | null;
                            desiredPartnerTraits: string | null;
                            cityCode: string;
                            cityName: string;
                            district: string | null;
                            isActive: boolean;
                            createdAt: string;
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listLostfoundReports: {
        parameters: {
            query?: {
                type?: "lost" | "found" | null;
                animal?: "cat" | "dog" | "bird" | "other" | null;
                status?: "active" | "reunited" | "closed";
                q?: string | null;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reports and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            reportType: "lost" | "found";
                            petName: string | null;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            lastSeenLocation: string;
                            cityName: string;
                            district: string;
                            lastSeenDate: string;
                            /** @enum {string} */
                            status: "active" | "reunited" | "closed";
                            createdAt: string;
                            photo: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createLostfoundReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default lost
                     * @enum {string}
                     */
                    reportType?: "lost" | "found";
                    /** @default null */
                    petName?: string | null;
                    /** @enum {string} */
                    animalType: "cat" | "dog" | "bird" | "other";
                    /** @default null */
                    breed?: string | null;
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    gender?: "male" | "female" | "unknown";
                    /** @default [] */
                    colors?: ("black" | "white" | "gray" | "brown" | "cream" | "orange" | "golden" | "tabby" | "spotted")[];
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    size?: "small" | "medium" | "large" | "unknown";
                    /** @default null */
                    distinguishingFeatures?: string | null;
                    lastSeenLocation: string;
                    cityCode: string;
                    district: string;
                    lastSeenDate: string;
                    /** @default null */
                    lastSeenTime?: string | null;
                    photoIds: string[];
                    /** @default null */
                    additionalInfo?: string | null;
                    /** @default null */
                    contactInfo?: string | null;
                    microchip?: string | null;
                };
            };
        };
        responses: {
            /** @description The new report */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            reportType: "lost" | "found";
                            reporterUserId: string;
                            reporterName: string;
                            petName: string | null;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            colors: ("black" | "white" | "gray" | "brown" | "cream" | "orange" | "golden" | "tabby" | "spotted")[];
                            /** @enum {string} */
                            size: "small" | "medium" | "large" | "unknown";
                            distinguishingFeatures: string | null;
                            lastSeenLocation: string;
                            cityCode: string;
                            cityName: string;
                            district: string;
                            lastSeenDate: string;
                            lastSeenTime: string | null;
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            additionalInfo: string | null;
                            contactInfo: string | null;
                            microchip: string | null;
                            /** @enum {string} */
                            status: "active" | "reunited" | "closed";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listAdminMatches: {
        parameters: {
            query?: {
                status?: "pending" | "confirmed" | "dismissed";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of matches and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            lost: {
                                id: string;
                                petName: string | null;
                                district: string;
                                /** @enum {string} */
                                status: "active" | "reunited" | "closed";
                                reporterName: string;
                            };
                            found: {
                                id: string;
                                petName: string | null;
                                district: string;
                                /** @enum {string} */
                                status: "active" | "reunited" | "closed";
                                reporterName: string;
                            };
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            score: number;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "dismissed";
                            reviewedByName: string | null;
                            reviewedAt: string | null;
                            computedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    reviewMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lost report id */
                lostReportId: string;
                /** @description The found report id */
                foundReportId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "confirm" | "dismiss";
                };
            };
        };
        responses: {
            /** @description The reviewed match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        match: {
                            lost: {
                                id: string;
                                petName: string | null;
                                district: string;
                                /** @enum {string} */
                                status: "active" | "reunited" | "closed";
                                reporterName: string;
                            };
                            found: {
                                id: string;
                                petName: string | null;
                                district: string;
                                /** @enum {string} */
                                status: "active" | "reunited" | "closed";
                                reporterName: string;
                            };
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            score: number;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "dismissed";
                            reviewedByName: string | null;
                            reviewedAt: string | null;
                            computedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAlertSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert setting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        hasLocation: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAlertSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description The saved setting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        hasLocation: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getLostfoundReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lost-or-found report id */
                reportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report and up to five similar reports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            reportType: "lost" | "found";
                            reporterUserId: string;
                            reporterName: string;
                            petName: string | null;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            colors: ("black" | "white" | "gray" | "brown" | "cream" | "orange" | "golden" | "tabby" | "spotted")[];
                            /** @enum {string} */
                            size: "small" | "medium" | "large" | "unknown";
                            distinguishingFeatures: string | null;
                            lastSeenLocation: string;
                            cityCode: string;
                            cityName: string;
                            district: string;
                            lastSeenDate: string;
                            lastSeenTime: string | null;
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            additionalInfo: string | null;
                            contactInfo: string | null;
                            microchip: string | null;
                            /** @enum {string} */
                            status: "active" | "reunited" | "closed";
                            createdAt: string;
                            updatedAt: string;
                        };
                        similar: {
                            report: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                reportType: "lost" | "found";
                                petName: string | null;
                                /** @enum {string} */
                                animalType: "cat" | "dog" | "bird" | "other";
                                breed: string | null;
                                lastSeenLocation: string;
                                cityName: string;
                                district: string;
                                lastSeenDate: string;
                                /** @enum {string} */
                                status: "active" | "reunited" | "closed";
                                createdAt: string;
                                photo: {
                                    id: string;
                                    url: string;
                                    thumbnailUrl: string;
                                } | null;
                            };
                            score: number;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateLostfoundReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lost-or-found report id */
                reportId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default lost
                     * @enum {string}
                     */
                    reportType?: "lost" | "found";
                    /** @default null */
                    petName?: string | null;
                    /** @enum {string} */
                    animalType: "cat" | "dog" | "bird" | "other";
                    /** @default null */
                    breed?: string | null;
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    gender?: "male" | "female" | "unknown";
                    /** @default [] */
                    colors?: ("black" | "white" | "gray" | "brown" | "cream" | "orange" | "golden" | "tabby" | "spotted")[];
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    size?: "small" | "medium" | "large" | "unknown";
                    /** @default null */
                    distinguishingFeatures?: string | null;
                    lastSeenLocation: string;
                    cityCode: string;
                    district: string;
                    lastSeenDate: string;
                    /** @default null */
                    lastSeenTime?: string | null;
                    photoIds: string[];
                    /** @default null */
                    additionalInfo?: string | null;
                    /** @default null */
                    contactInfo?: string | null;
                    microchip?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            reportType: "lost" | "found";
                            reporterUserId: string;
                            reporterName: string;
                            petName: string | null;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            colors: ("black" | "white" | "gray" | "brown" | "cream" | "orange" | "golden" | "tabby" | "spotted")[];
                            /** @enum {string} */
                            size: "small" | "medium" | "large" | "unknown";
                            distinguishingFeatures: string | null;
                            lastSeenLocation: string;
                            cityCode: string;
                            cityName: string;
                            district: string;
                            lastSeenDate: string;
                            lastSeenTime: string | null;
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            additionalInfo: string | null;
                            contactInfo: string | null;
                            microchip: string | null;
                            /** @enum {string} */
                            status: "active" | "reunited" | "closed";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    changeLostfoundReportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lost-or-found report id */
                reportId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "reunited" | "closed";
                };
            };
        };
        responses: {
            /** @description The updated report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            reportType: "lost" | "found";
                            reporterUserId: string;
                            reporterName: string;
                            petName: string | null;
                            /** @enum {string} */
                            animalType: "cat" | "dog" | "bird" | "other";
                            breed: string | null;
                            /** @enum {string} */
                            gender: "male" | "female" | "unknown";
                            colors: ("black" | "white" | "gray" | "brown" | "cream" | "orange" | "golden" | "tabby" | "spotted")[];
                            /** @enum {string} */
                            size: "small" | "medium" | "large" | "unknown";
                            distinguishingFeatures: string | null;
                            lastSeenLocation: string;
                            cityCode: string;
                            cityName: string;
                            district: string;
                            lastSeenDate: string;
                            lastSeenTime: string | null;
                            photos: {
                                id: string;
                                url: string;
                                thumbnailUrl: string;
                            }[];
                            additionalInfo: string | null;
                            contactInfo: string | null;
                            microchip: string | null;
                            /** @enum {string} */
                            status: "active" | "reunited" | "closed";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPosts: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts and the cursor of the next page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            excerpt: string;
                            truncated: boolean;
                            author: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            replyCount: number;
                            createdAt: string;
                            lastActivityAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    content: string;
                };
            };
        };
        responses: {
            /** @description The new post */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        author: {
                            id: string;
                            name: string;
                            avatarUrl: string | null;
                        };
                        replyCount: number;
                        createdAt: string;
                        lastActivityAt: string;
                        content: string;
                        isOwn: boolean;
                        canDelete: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The forum post id */
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        author: {
                            id: string;
                            name: string;
                            avatarUrl: string | null;
                        };
                        replyCount: number;
                        createdAt: string;
                        lastActivityAt: string;
                        content: string;
                        isOwn: boolean;
                        canDelete: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The forum post id */
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listReplies: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The forum post id */
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The replies and the cursor of the next page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            postId: string;
                            content: string;
                            author: {
                                id: string;
                                name: string;
                                avatarUrl: string | null;
                            };
                            createdAt: string;
                            isOwn: boolean;
                            canDelete: boolean;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The forum post id */
                postId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description The new reply */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        postId: string;
                        content: string;
                        author: {
                            id: string;
                            name: string;
                            avatarUrl: string | null;
                        };
                        createdAt: string;
                        isOwn: boolean;
                        canDelete: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The forum reply id */
                replyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    flagPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The forum post id */
                postId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "spam" | "disrespect" | "off_topic" | "inappropriate" | "other";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The stored flag */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        targetKind: "post" | "reply";
                        targetId: string;
                        /** @enum {string} */
                        reason: "spam" | "disrespect" | "off_topic" | "inappropriate" | "other";
                        note: string | null;
                        status: string;
                        createdAt: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    flagReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The forum reply id */
                replyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "spam" | "disrespect" | "off_topic" | "inappropriate" | "other";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The stored flag */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        targetKind: "post" | "reply";
                        targetId: string;
                        /** @enum {string} */
                        reason: "spam" | "disrespect" | "off_topic" | "inappropriate" | "other";
                        note: string | null;
                        status: string;
                        createdAt: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listArticles: {
        parameters: {
            query?: {
                category?: "vet_advice" | "training_tips" | "nutrition_guide" | "platform_news" | "general_care" | "other";
                scope?: "published" | "mine" | "drafts";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                            excerpt: string;
                            /** @enum {string} */
                            category: "vet_advice" | "training_tips" | "nutrition_guide" | "platform_news" | "general_care" | "other";
                            tags: string[];
                            /** @enum {string} */
                            status: "draft" | "published";
                            isFeatured: boolean;
                            coverFileId: string | null;
                            coverUrl: string | null;
                            coverThumbnailUrl: string | null;
                            authorId: string | null;
                            authorName: string | null;
                            /** @enum {string|null} */
                            authorRoleAtPublish: "admin" | "veterinarian" | "trainer" | null;
                            authorAvatarUrl: string | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            likesCount: number;
                            commentsCount: number;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /**
                     * @default general_care
                     * @enum {string}
                     */
                    category?: "vet_advice" | "training_tips" | "nutrition_guide" | "platform_news" | "general_care" | "other";
                    content: string;
                    /** @default [] */
                    tags?: string[] | null;
                    /**
                     * Format: uuid
                     * @default null
                     */
                    coverFileId?: string | null;
                    /** @default false */
                    isFeatured?: boolean;
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "draft" | "published";
                };
            };
        };
        responses: {
            /** @description The new article */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                            excerpt: string;
                            /** @enum {string} */
                            category: "vet_advice" | "training_tips" | "nutrition_guide" | "platform_news" | "general_care" | "other";
                            tags: string[];
                            /** @enum {string} */
                            status: "draft" | "published";
                            isFeatured: boolean;
                            coverFileId: string | null;
                            coverUrl: string | null;
                            coverThumbnailUrl: string | null;
                            authorId: string | null;
                            authorName: string | null;
                            /** @enum {string|null} */
                            authorRoleAtPublish: "admin" | "veterinarian" | "trainer" | null;
                            authorAvatarUrl: string | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            likesCount: number;
                            commentsCount: number;
                            content: string;
                            likedByMe: boolean;
                            bookmarkedByMe: boolean;
                            canEdit: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listBookmarks: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                            excerpt: string;
                            /** @enum {string} */
                            category: "vet_advice" | "training_tips" | "nutrition_guide" | "platform_news" | "general_care" | "other";
                            tags: string[];
                            /** @enum {string} */
                            status: "draft" | "published";
                            isFeatured: boolean;
                            coverFileId: string | null;
                            coverUrl: string | null;
                            coverThumbnailUrl: string | null;
                            authorId: string | null;
                            authorName: string | null;
                            /** @enum {string|null} */
                            authorRoleAtPublish: "admin" | "veterinarian" | "trainer" | null;
                            authorAvatarUrl: string | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            likesCount: number;
                            commentsCount: number;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getArticleBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article with the caller’s like and bookmark */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                            excerpt: string;
                            /** @enum {string} */
                            category: "vet_advice" | "training_tips" | "nutrition_guide" | "platform_news" | "general_care" | "other";
                            tags: string[];
                            /** @enum {string} */
                            status: "draft" | "published";
                            isFeatured: boolean;
                            coverFileId: string | null;
                            coverUrl: string | null;
                            coverThumbnailUrl: string | null;
                            authorId: string | null;
                            authorName: string | null;
                            /** @enum {string|null} */
                            authorRoleAtPublish: "admin" | "veterinarian" | "trainer" | null;
                            authorAvatarUrl: string | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            likesCount: number;
                            commentsCount: number;
                            content: string;
                            likedByMe: boolean;
                            bookmarkedByMe: boolean;
                            canEdit: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id */
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                            excerpt: string;
                            /** @enum {string} */
                            category: "vet_advice" | "training_tips" | "nutrition_guide" | "platform_news" | "general_care" | "other";
                            tags: string[];
                            /** @enum {string} */
                            status: "draft" | "published";
                            isFeatured: boolean;
                            coverFileId: string | null;
                            coverUrl: string | null;
                            coverThumbnailUrl: string | null;
                            authorId: string | null;
                            authorName: string | null;
                            /** @enum {string|null} */
                            authorRoleAtPublish: "admin" | "veterinarian" | "trainer" | null;
                            authorAvatarUrl: string | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            likesCount: number;
                            commentsCount: number;
                            content: string;
                            likedByMe: boolean;
                            bookmarkedByMe: boolean;
                            canEdit: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id */
                articleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /**
                     * @default general_care
                     * @enum {string}
                     */
                    category?: "vet_advice" | "training_tips" | "nutrition_guide" | "platform_news" | "general_care" | "other";
                    content: string;
                    /** @default [] */
                    tags?: string[] | null;
                    /**
                     * Format: uuid
                     * @default null
                     */
                    coverFileId?: string | null;
                    /** @default false */
                    isFeatured?: boolean;
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "draft" | "published";
                };
            };
        };
        responses: {
            /** @description The saved article */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                            excerpt: string;
                            /** @enum {string} */
                            category: "vet_advice" | "training_tips" | "nutrition_guide" | "platform_news" | "general_care" | "other";
                            tags: string[];
                            /** @enum {string} */
                            status: "draft" | "published";
                            isFeatured: boolean;
                            coverFileId: string | null;
                            coverUrl: string | null;
                            coverThumbnailUrl: string | null;
                            authorId: string | null;
                            authorName: string | null;
                            /** @enum {string|null} */
                            authorRoleAtPublish: "admin" | "veterinarian" | "trainer" | null;
                            authorAvatarUrl: string | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            likesCount: number;
                            commentsCount: number;
                            content: string;
                            likedByMe: boolean;
                            bookmarkedByMe: boolean;
                            canEdit: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id */
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    likeArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id */
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s like and the count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        liked: boolean;
                        likesCount: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    unlikeArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id */
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s like and the count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        liked: boolean;
                        likesCount: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    bookmarkArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id */
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s bookmark */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookmarked: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    unbookmarkArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id */
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s bookmark */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookmarked: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listComments: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                /** @description The article id */
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of comments and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            articleId: string;
                            authorId: string | null;
                            authorName: string | null;
                            authorAvatarUrl: string | null;
                            content: string;
                            createdAt: string;
                            canDelete: boolean;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id */
                articleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description The comment and the article’s new count */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comment: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            articleId: string;
                            authorId: string | null;
                            authorName: string | null;
                            authorAvatarUrl: string | null;
                            content: string;
                            createdAt: string;
                            canDelete: boolean;
                        };
                        commentsCount: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id */
                articleId: string;
                /** @description The comment id */
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article’s new comment count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commentsCount: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listFlags: {
        parameters: {
            query?: {
                status?: "open" | "dismissed" | "actioned" | "all";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reported items and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            kind: "message" | "forum_post" | "forum_reply";
                            targetId: string;
                            /** @enum {string} */
                            status: "open" | "dismissed" | "actioned";
                            excerpt: string;
                            author: {
                                id: string;
                                name: string;
                                isAdmin: boolean;
                                isActive: boolean;
                            } | null;
                            reporterCount: number;
                            reason: string;
                            reportedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getFlaggedItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "message" | "forum_post" | "forum_reply";
                /** @description The flagged message's, post's or reply's id */
                targetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item, its context and its reports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "message" | "forum_post" | "forum_reply";
                        targetId: string;
                        /** @enum {string} */
                        status: "open" | "dismissed" | "actioned";
                        content: string;
                        attachmentCount: number;
                        createdAt: string;
                        author: {
                            id: string;
                            name: string;
                            isAdmin: boolean;
                            isActive: boolean;
                        } | null;
                        context: {
                            /** @enum {string} */
                            kind: "forum";
                            postId: string;
                            postTitle: string;
                            path: string;
                        } | {
                            /** @enum {string} */
                            kind: "conversation";
                            conversationKind: string;
                            subject: string | null;
                            members: string[];
                        };
                        reports: {
                            id: string;
                            reporterName: string;
                            reason: string;
                            note: string | null;
                            /** @enum {string} */
                            status: "open" | "dismissed" | "actioned";
                            /** @enum {string|null} */
                            resolution: "dismissed" | "warned" | "suspended" | null;
                            reviewedByName: string | null;
                            reviewedAt: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    actOnFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "message" | "forum_post" | "forum_reply";
                /** @description The flagged message's, post's or reply's id */
                targetId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "dismiss";
                } | {
                    /** @enum {string} */
                    action: "warn";
                    message: string;
                } | {
                    /** @enum {string} */
                    action: "suspend";
                };
            };
        };
        responses: {
            /** @description The item as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "message" | "forum_post" | "forum_reply";
                        targetId: string;
                        /** @enum {string} */
                        status: "open" | "dismissed" | "actioned";
                        /** @enum {string} */
                        resolution: "dismissed" | "warned" | "suspended";
                        closedFlags: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listBroadcasts: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of announcements and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            message: string;
                            /** @enum {string} */
                            audience: "all" | "sitters" | "owners";
                            /** @enum {string} */
                            status: "queued" | "sending" | "sent" | "failed";
                            recipientCount: number;
                            deliveredCount: number;
                            adminName: string;
                            createdAt: string;
                            finishedAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createBroadcast: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    message: string;
                    /** @enum {string} */
                    audience: "all" | "sitters" | "owners";
                };
            };
        };
        responses: {
            /** @description The announcement, queued for delivery */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        message: string;
                        /** @enum {string} */
                        audience: "all" | "sitters" | "owners";
                        /** @enum {string} */
                        status: "queued" | "sending" | "sent" | "failed";
                        recipientCount: number;
                        deliveredCount: number;
                        adminName: string;
                        createdAt: string;
                        finishedAt: string | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMyDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role's numbers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dashboard: {
                            /** @enum {string} */
                            role: "owner";
                            petCount: number;
                            upcomingBookings: number;
                            referral: {
                                code: string;
                                invitees: {
                                    id: string;
                                    name: string;
                                    joinedAt: string;
                                    completedBookings: number;
                                    bonusAwarded: boolean;
                                }[];
                                inviteeCount: number;
                                bonusesEarned: number;
                                maxBonuses: number;
                                completionsForBonus: number;
                                activeBonus: {
                                    endsAt: string;
                                    daysLeft: number;
                                } | null;
                            };
                        } | {
                            /** @enum {string} */
                            role: "sitter";
                            pendingRequests: number;
                            completedJobs: number;
                            upcomingConfirmed: number;
                        } | {
                            /** @enum {string} */
                            role: "veterinarian";
                            upcomingAppointments: number;
                            pendingRequests: number;
                            patients: number;
                            pendingEmergencies: number;
                            cancelledAppointments: number;
                        } | {
                            /** @enum {string} */
                            role: "pet_walker";
                            todayWalks: number;
                            newRequests: number;
                            weekEarningsKurus: number;
                            weekDistanceKm: number;
                            weekStart: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            upcomingRequests: {
                                id: string;
                                startsAt: string;
                                startDate: string;
                                startTime: string | null;
                                hours: number | null;
                                address: string | null;
                                ownerName: string;
                                petName: string | null;
                            }[];
                        } | {
                            /** @enum {string} */
                            role: "trainer";
                            upcomingAppointments: number;
                            pendingRequests: number;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listMyTickets: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            number: number;
                            requester: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            /** @enum {string} */
                            priority: "medium" | "high";
                            assignedAdminId: string | null;
                            assignedAdminName: string | null;
                            messageCount: number;
                            lastMessageByAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            lastMessageAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description The new ticket */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: {
                            id: string;
                            number: number;
                            requester: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            /** @enum {string} */
                            priority: "medium" | "high";
                            assignedAdminId: string | null;
                            assignedAdminName: string | null;
                            messageCount: number;
                            lastMessageByAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            lastMessageAt: string;
                        };
                        messages: {
                            id: string;
                            ticketId: string;
                            senderId: string | null;
                            senderName: string;
                            text: string;
                            isAdminMessage: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMyTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The support ticket id */
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket and its messages, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: {
                            id: string;
                            number: number;
                            requester: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            /** @enum {string} */
                            priority: "medium" | "high";
                            assignedAdminId: string | null;
                            assignedAdminName: string | null;
                            messageCount: number;
                            lastMessageByAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            lastMessageAt: string;
                        };
                        messages: {
                            id: string;
                            ticketId: string;
                            senderId: string | null;
                            senderName: string;
                            text: string;
                            isAdminMessage: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    replyAsRequester: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The support ticket id */
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The ticket with the new message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: {
                            id: string;
                            number: number;
                            requester: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            /** @enum {string} */
                            priority: "medium" | "high";
                            assignedAdminId: string | null;
                            assignedAdminName: string | null;
                            messageCount: number;
                            lastMessageByAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            lastMessageAt: string;
                        };
                        messages: {
                            id: string;
                            ticketId: string;
                            senderId: string | null;
                            senderName: string;
                            text: string;
                            isAdminMessage: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listTickets: {
        parameters: {
            query?: {
                status?: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            number: number;
                            requester: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            /** @enum {string} */
                            priority: "medium" | "high";
                            assignedAdminId: string | null;
                            assignedAdminName: string | null;
                            messageCount: number;
                            lastMessageByAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            lastMessageAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The support ticket id */
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket and its messages, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: {
                            id: string;
                            number: number;
                            requester: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            /** @enum {string} */
                            priority: "medium" | "high";
                            assignedAdminId: string | null;
                            assignedAdminName: string | null;
                            messageCount: number;
                            lastMessageByAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            lastMessageAt: string;
                        };
                        messages: {
                            id: string;
                            ticketId: string;
                            senderId: string | null;
                            senderName: string;
                            text: string;
                            isAdminMessage: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The support ticket id */
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                    /** @enum {string} */
                    priority?: "medium" | "high";
                };
            };
        };
        responses: {
            /** @description The updated ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: {
                            id: string;
                            number: number;
                            requester: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            /** @enum {string} */
                            priority: "medium" | "high";
                            assignedAdminId: string | null;
                            assignedAdminName: string | null;
                            messageCount: number;
                            lastMessageByAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            lastMessageAt: string;
                        };
                        messages: {
                            id: string;
                            ticketId: string;
                            senderId: string | null;
                            senderName: string;
                            text: string;
                            isAdminMessage: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    replyAsAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The support ticket id */
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The ticket with the new message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: {
                            id: string;
                            number: number;
                            requester: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            /** @enum {string} */
                            priority: "medium" | "high";
                            assignedAdminId: string | null;
                            assignedAdminName: string | null;
                            messageCount: number;
                            lastMessageByAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            lastMessageAt: string;
                        };
                        messages: {
                            id: string;
                            ticketId: string;
                            senderId: string | null;
                            senderName: string;
                            text: string;
                            isAdminMessage: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listAlerts: {
        parameters: {
            query?: {
                q?: string;
                status?: "new" | "acknowledged" | "investigating" | "resolved" | "false_positive";
                type?: "login_failures" | "xss_attempt" | "sql_injection_attempt" | "suspicious_ip" | "data_leak_suspicion" | "unauthorized_access" | "ddos_detected" | "new_vulnerability";
                severity?: "info" | "low" | "medium" | "high" | "critical";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of alerts, the total, and the open ones per severity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            type: "login_failures" | "xss_attempt" | "sql_injection_attempt" | "suspicious_ip" | "data_leak_suspicion" | "unauthorized_access" | "ddos_detected" | "new_vulnerability";
                            /** @enum {string} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {string} */
                            status: "new" | "acknowledged" | "investigating" | "resolved" | "false_positive";
                            source: string;
                            target: string;
                            description: string;
                            details: {
                                [key: string]: unknown;
                            };
                            occurrences: number;
                            aiAnalysis: string | null;
                            /** @enum {string|null} */
                            analysisSource: "ai" | "rules" | null;
                            analysedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            lastSeenAt: string;
                            sourceBlocked: boolean;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        openBySeverity: {
                            info: number;
                            low: number;
                            medium: number;
                            high: number;
                            critical: number;
                        };
                        untrustedProxySince: string | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The security alert id */
                alertId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "login_failures" | "xss_attempt" | "sql_injection_attempt" | "suspicious_ip" | "data_leak_suspicion" | "unauthorized_access" | "ddos_detected" | "new_vulnerability";
                        /** @enum {string} */
                        severity: "info" | "low" | "medium" | "high" | "critical";
                        /** @enum {string} */
                        status: "new" | "acknowledged" | "investigating" | "resolved" | "false_positive";
                        source: string;
                        target: string;
                        description: string;
                        details: {
                            [key: string]: unknown;
                        };
                        occurrences: number;
                        aiAnalysis: string | null;
                        /** @enum {string|null} */
                        analysisSource: "ai" | "rules" | null;
                        analysedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        lastSeenAt: string;
                        sourceBlocked: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    changeAlertStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The security alert id */
                alertId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "new" | "acknowledged" | "investigating" | "resolved" | "false_positive";
                };
            };
        };
        responses: {
            /** @description The alert */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "login_failures" | "xss_attempt" | "sql_injection_attempt" | "suspicious_ip" | "data_leak_suspicion" | "unauthorized_access" | "ddos_detected" | "new_vulnerability";
                        /** @enum {string} */
                        severity: "info" | "low" | "medium" | "high" | "critical";
                        /** @enum {string} */
                        status: "new" | "acknowledged" | "investigating" | "resolved" | "false_positive";
                        source: string;
                        target: string;
                        description: string;
                        details: {
                            [key: string]: unknown;
                        };
                        occurrences: number;
                        aiAnalysis: string | null;
                        /** @enum {string|null} */
                        analysisSource: "ai" | "rules" | null;
                        analysedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        lastSeenAt: string;
                        sourceBlocked: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    analyseAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The security alert id */
                alertId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert, investigating, with its analysis */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "login_failures" | "xss_attempt" | "sql_injection_attempt" | "suspicious_ip" | "data_leak_suspicion" | "unauthorized_access" | "ddos_detected" | "new_vulnerability";
                        /** @enum {string} */
                        severity: "info" | "low" | "medium" | "high" | "critical";
                        /** @enum {string} */
                        status: "new" | "acknowledged" | "investigating" | "resolved" | "false_positive";
                        source: string;
                        target: string;
                        description: string;
                        details: {
                            [key: string]: unknown;
                        };
                        occurrences: number;
                        aiAnalysis: string | null;
                        /** @enum {string|null} */
                        analysisSource: "ai" | "rules" | null;
                        analysedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        lastSeenAt: string;
                        sourceBlocked: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The AI model answered nothing (AI_NO_ANSWER) or failed (AI_FAILED); the alert is unchanged */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                    };
                };
            };
        };
    };
    listIpBlocks: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of blocks, the total, and your address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            ipAddress: string;
                            reason: string;
                            alertId: string | null;
                            createdById: string | null;
                            createdByName: string | null;
                            expiresAt: string | null;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        yourAddress: string | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    blockIp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ipAddress: string;
                    reason: string;
                    durationHours: number | null;
                    alertId?: string;
                };
            };
        };
        responses: {
            /** @description The block */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        ipAddress: string;
                        reason: string;
                        alertId: string | null;
                        createdById: string | null;
                        createdByName: string | null;
                        expiresAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    unblockIp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The IP block id */
                blockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lifted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listLogAdmins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The admins */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listActionLogs: {
        parameters: {
            query?: {
                q?: string;
                type?: "user_role_changed" | "user_status_changed" | "user_banned" | "user_unbanned" | "user_warned" | "user_suspended" | "admin_added" | "admin_removed" | "content_deleted" | "content_edited" | "listing_removed" | "flag_dismissed" | "match_confirmed" | "match_dismissed" | "provider_verified" | "provider_verification_rejected" | "settings_changed" | "price_changed" | "commission_changed" | "commission_rule_added" | "commission_rule_changed" | "service_type_added" | "notification_settings_changed" | "broadcast_sent" | "ticket_replied" | "ticket_status_changed" | "ticket_priority_changed" | "payment_confirmed" | "payment_rejected" | "payout_marked" | "refund_marked" | "alert_status_changed" | "alert_analysed" | "ip_blocked" | "ip_unblocked" | "consent_changed" | "data_export_requested" | "data_export_downloaded";
                adminId?: string;
                from?: string;
                to?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            createdAt: string;
                            adminId: string | null;
                            adminName: string;
                            actionType: string;
                            targetType: string;
                            targetId: string | null;
                            description: string;
                            ipAddress: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getBookingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment and the platform IBAN */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            id: string;
                            bookingId: string;
                            /** @enum {string} */
                            status: "awaiting_transfer" | "receipt_uploaded" | "confirmed" | "rejected" | "paid_out" | "refund_due" | "refunded" | "void";
                            reference: string;
                            amountKurus: number;
                            receipt: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                            } | null;
                            receiptUploadedAt: string | null;
                            rejectionReason: string | null;
                            confirmedAt: string | null;
                            refundedAt: string | null;
                            refundKurus: number | null;
                            refundPercent: number | null;
                            canUploadReceipt: boolean;
                        } | null;
                        platformIban: string | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    submitReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking id */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileId: string;
                };
            };
        };
        responses: {
            /** @description The payment, now with its receipt under review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            id: string;
                            bookingId: string;
                            /** @enum {string} */
                            status: "awaiting_transfer" | "receipt_uploaded" | "confirmed" | "rejected" | "paid_out" | "refund_due" | "refunded" | "void";
                            reference: string;
                            amountKurus: number;
                            receipt: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                            } | null;
                            receiptUploadedAt: string | null;
                            rejectionReason: string | null;
                            confirmedAt: string | null;
                            refundedAt: string | null;
                            refundKurus: number | null;
                            refundPercent: number | null;
                            canUploadReceipt: boolean;
                        } | null;
                        platformIban: string | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The IBAN, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        iban: string | null;
                        updatedAt: string | null;
                        heldUntil: string | null;
                        needsPassword: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    savePayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    iban: string;
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description The saved IBAN */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        iban: string | null;
                        updatedAt: string | null;
                        heldUntil: string | null;
                        needsPassword: boolean;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPaymentQueue: {
        parameters: {
            query?: {
                queue?: "receipts" | "payouts" | "refunds";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the queue and its total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            status: "awaiting_transfer" | "receipt_uploaded" | "confirmed" | "rejected" | "paid_out" | "refund_due" | "refunded" | "void";
                            reference: string;
                            amountKurus: number;
                            payoutKurus: number;
                            commissionKurus: number;
                            booking: {
                                id: string;
                                status: string;
                                kind: string;
                                serviceType: string;
                                startDate: string;
                                endDate: string;
                                completedAt: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                /** @enum {string} */
                                cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            };
                            owner: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            provider: {
                                id: string;
                                name: string;
                                email: string;
                                payoutIban: string | null;
                                payoutIbanHeldUntil: string | null;
                            };
                            receipt: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                            } | null;
                            receiptUploadedAt: string | null;
                            rejectionReason: string | null;
                            confirmedAt: string | null;
                            refundDueAt: string | null;
                            refundKurus: number | null;
                            refundPercent: number | null;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    confirmPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment id */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The payment as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            id: string;
                            /** @enum {string} */
                            status: "awaiting_transfer" | "receipt_uploaded" | "confirmed" | "rejected" | "paid_out" | "refund_due" | "refunded" | "void";
                            reference: string;
                            amountKurus: number;
                            payoutKurus: number;
                            commissionKurus: number;
                            booking: {
                                id: string;
                                status: string;
                                kind: string;
                                serviceType: string;
                                startDate: string;
                                endDate: string;
                                completedAt: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                /** @enum {string} */
                                cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            };
                            owner: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            provider: {
                                id: string;
                                name: string;
                                email: string;
                                payoutIban: string | null;
                                payoutIbanHeldUntil: string | null;
                            };
                            receipt: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                            } | null;
                            receiptUploadedAt: string | null;
                            rejectionReason: string | null;
                            confirmedAt: string | null;
                            refundDueAt: string | null;
                            refundKurus: number | null;
                            refundPercent: number | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rejectPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment id */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The payment as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            id: string;
                            /** @enum {string} */
                            status: "awaiting_transfer" | "receipt_uploaded" | "confirmed" | "rejected" | "paid_out" | "refund_due" | "refunded" | "void";
                            reference: string;
                            amountKurus: number;
                            payoutKurus: number;
                            commissionKurus: number;
                            booking: {
                                id: string;
                                status: string;
                                kind: string;
                                serviceType: string;
                                startDate: string;
                                endDate: string;
                                completedAt: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                /** @enum {string} */
                                cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            };
                            owner: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            provider: {
                                id: string;
                                name: string;
                                email: string;
                                payoutIban: string | null;
                                payoutIbanHeldUntil: string | null;
                            };
                            receipt: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                            } | null;
                            receiptUploadedAt: string | null;
                            rejectionReason: string | null;
                            confirmedAt: string | null;
                            refundDueAt: string | null;
                            refundKurus: number | null;
                            refundPercent: number | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    payOutPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment id */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    iban: string;
                };
            };
        };
        responses: {
            /** @description The payment as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            id: string;
                            /** @enum {string} */
                            status: "awaiting_transfer" | "receipt_uploaded" | "confirmed" | "rejected" | "paid_out" | "refund_due" | "refunded" | "void";
                            reference: string;
                            amountKurus: number;
                            payoutKurus: number;
                            commissionKurus: number;
                            booking: {
                                id: string;
                                status: string;
                                kind: string;
                                serviceType: string;
                                startDate: string;
                                endDate: string;
                                completedAt: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                /** @enum {string} */
                                cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            };
                            owner: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            provider: {
                                id: string;
                                name: string;
                                email: string;
                                payoutIban: string | null;
                                payoutIbanHeldUntil: string | null;
                            };
                            receipt: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                            } | null;
                            receiptUploadedAt: string | null;
                            rejectionReason: string | null;
                            confirmedAt: string | null;
                            refundDueAt: string | null;
                            refundKurus: number | null;
                            refundPercent: number | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    refundPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment id */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The payment as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            id: string;
                            /** @enum {string} */
                            status: "awaiting_transfer" | "receipt_uploaded" | "confirmed" | "rejected" | "paid_out" | "refund_due" | "refunded" | "void";
                            reference: string;
                            amountKurus: number;
                            payoutKurus: number;
                            commissionKurus: number;
                            booking: {
                                id: string;
                                status: string;
                                kind: string;
                                serviceType: string;
                                startDate: string;
                                endDate: string;
                                completedAt: string | null;
                                cancelledAt: string | null;
                                cancelledBy: string | null;
                                /** @enum {string} */
                                cancellationPolicy: "flexible" | "moderate" | "strict" | "vet";
                            };
                            owner: {
                                id: string;
                                name: string;
                                email: string;
                            };
                            provider: {
                                id: string;
                                name: string;
                                email: string;
                                payoutIban: string | null;
                                payoutIbanHeldUntil: string | null;
                            };
                            receipt: {
                                id: string;
                                url: string;
                                name: string;
                                contentType: string;
                            } | null;
                            receiptUploadedAt: string | null;
                            rejectionReason: string | null;
                            confirmedAt: string | null;
                            refundDueAt: string | null;
                            refundKurus: number | null;
                            refundPercent: number | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored consent with when it was given */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consent: {
                            name: boolean;
                            role: boolean;
                            recentActivity: boolean;
                            consentedAt: string;
                        } | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    saveConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: boolean;
                    role: boolean;
                    recentActivity: boolean;
                };
            };
        };
        responses: {
            /** @description The stored consent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consent: {
                            name: boolean;
                            role: boolean;
                            recentActivity: boolean;
                            consentedAt: string;
                        } | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today's messages, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        day: string;
                        items: {
                            id: string;
                            /** @enum {string} */
                            sender: "user" | "bot";
                            text: string;
                            citations: {
                                /** @enum {string} */
                                kind: "help" | "article";
                                title: string;
                                href: string;
                            }[];
                            action: {
                                /** @enum {string} */
                                kind: "open_ticket";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                subject: string;
                                description: string;
                                ticketId: string | null;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_reply";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                text: string;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_status";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            } | null;
                            createdAt: string;
                        }[];
                        welcome: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    ask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The answer as server-sent events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        /** @enum {string} */
                        type: "user";
                        message: {
                            id: string;
                            /** @enum {string} */
                            sender: "user" | "bot";
                            text: string;
                            citations: {
                                /** @enum {string} */
                                kind: "help" | "article";
                                title: string;
                                href: string;
                            }[];
                            action: {
                                /** @enum {string} */
                                kind: "open_ticket";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                subject: string;
                                description: string;
                                ticketId: string | null;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_reply";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                text: string;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_status";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            } | null;
                            createdAt: string;
                        };
                    } | {
                        /** @enum {string} */
                        type: "delta";
                        text: string;
                    } | {
                        /** @enum {string} */
                        type: "done";
                        message: {
                            id: string;
                            /** @enum {string} */
                            sender: "user" | "bot";
                            text: string;
                            citations: {
                                /** @enum {string} */
                                kind: "help" | "article";
                                title: string;
                                href: string;
                            }[];
                            action: {
                                /** @enum {string} */
                                kind: "open_ticket";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                subject: string;
                                description: string;
                                ticketId: string | null;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_reply";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                text: string;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_status";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            } | null;
                            createdAt: string;
                        };
                    } | {
                        /** @enum {string} */
                        type: "error";
                        code: string;
                        message: string;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of Peri's message holding the proposal */
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The settled proposal and Peri's follow-up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        proposal: {
                            id: string;
                            /** @enum {string} */
                            sender: "user" | "bot";
                            text: string;
                            citations: {
                                /** @enum {string} */
                                kind: "help" | "article";
                                title: string;
                                href: string;
                            }[];
                            action: {
                                /** @enum {string} */
                                kind: "open_ticket";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                subject: string;
                                description: string;
                                ticketId: string | null;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_reply";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                text: string;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_status";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            } | null;
                            createdAt: string;
                        };
                        followUp: {
                            id: string;
                            /** @enum {string} */
                            sender: "user" | "bot";
                            text: string;
                            citations: {
                                /** @enum {string} */
                                kind: "help" | "article";
                                title: string;
                                href: string;
                            }[];
                            action: {
                                /** @enum {string} */
                                kind: "open_ticket";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                subject: string;
                                description: string;
                                ticketId: string | null;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_reply";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                text: string;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_status";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of Peri's message holding the proposal */
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The declined proposal and Peri's follow-up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        proposal: {
                            id: string;
                            /** @enum {string} */
                            sender: "user" | "bot";
                            text: string;
                            citations: {
                                /** @enum {string} */
                                kind: "help" | "article";
                                title: string;
                                href: string;
                            }[];
                            action: {
                                /** @enum {string} */
                                kind: "open_ticket";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                subject: string;
                                description: string;
                                ticketId: string | null;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_reply";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                text: string;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_status";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            } | null;
                            createdAt: string;
                        };
                        followUp: {
                            id: string;
                            /** @enum {string} */
                            sender: "user" | "bot";
                            text: string;
                            citations: {
                                /** @enum {string} */
                                kind: "help" | "article";
                                title: string;
                                href: string;
                            }[];
                            action: {
                                /** @enum {string} */
                                kind: "open_ticket";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                subject: string;
                                description: string;
                                ticketId: string | null;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_reply";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                text: string;
                            } | {
                                /** @enum {string} */
                                kind: "ticket_status";
                                /** @enum {string} */
                                state: "proposed" | "done" | "declined" | "failed";
                                ticketId: string;
                                ticketNumber: string;
                                ticketSubject: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "resolved" | "closed" | "new_reply_user" | "new_reply_admin";
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listConsents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every consent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consents: {
                            /** @enum {string} */
                            kind: "announcement_emails" | "district_alerts" | "vaccine_reminder_emails" | "assistant_name" | "assistant_role" | "assistant_recent_activity";
                            granted: boolean;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    changeConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which consent */
                kind: "announcement_emails" | "district_alerts" | "vaccine_reminder_emails" | "assistant_name" | "assistant_role" | "assistant_recent_activity";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    granted: boolean;
                };
            };
        };
        responses: {
            /** @description The consent as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "announcement_emails" | "district_alerts" | "vaccine_reminder_emails" | "assistant_name" | "assistant_role" | "assistant_recent_activity";
                        granted: boolean;
                        decidedAt: string | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listDataExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exports: {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "preparing" | "ready" | "failed" | "expired";
                            requestedAt: string;
                            readyAt: string | null;
                            expiresAt: string | null;
                            sizeBytes: number | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    requestDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "preparing" | "ready" | "failed" | "expired";
                        requestedAt: string;
                        readyAt: string | null;
                        expiresAt: string | null;
                        sizeBytes: number | null;
                    };
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    downloadDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The export id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description No signed-in session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The caller may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                to?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Outbox entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            channel: "email" | "sms";
                            to: string;
                            subject: string | null;
                            text: string;
                            link: string | null;
                            code: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        offsetMs: number;
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    at?: string;
                    advanceMs?: number;
                    /** @enum {boolean} */
                    reset?: true;
                };
            };
        };
        responses: {
            /** @description The clock after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        offsetMs: number;
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createTestUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "sitter" | "veterinarian" | "pet_walker" | "trainer" | "none";
                    name?: string;
                    email?: string;
                    password?: string;
                    usedReferralCode?: string;
                    /** @enum {string} */
                    locale?: "tr" | "en";
                };
            };
        };
        responses: {
            /** @description The account; sign in with its password */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            name: string;
                            role: string;
                            referralCode: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Validation failed; `fields` holds a message per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    socialSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Callback URL to redirect to after the user has signed in */
                    callbackURL?: string;
                    newUserCallbackURL?: string;
                    /** @description Callback URL to redirect to if an error happens */
                    errorCallbackURL?: string;
                    provider: ("apple" | "atlassian" | "cloudflare" | "cognito" | "discord" | "facebook" | "figma" | "github" | "microsoft" | "google" | "huggingface" | "slack" | "spotify" | "twitch" | "twitter" | "dropbox" | "kick" | "linear" | "linkedin" | "gitlab" | "tiktok" | "reddit" | "roblox" | "salesforce" | "vk" | "zoom" | "notion" | "kakao" | "naver" | "line" | "paybin" | "paypal" | "polar" | "railway" | "vercel" | "wechat") | string;
                    /** @description Disable automatic redirection to the provider. Useful for handling the redirection yourself */
                    disableRedirect?: boolean;
                    idToken?: {
                        /** @description ID token from the provider */
                        token: string;
                        /** @description Nonce used to generate the token */
                        nonce?: string;
                        /** @description Access token from the provider */
                        accessToken?: string;
                        /** @description Refresh token from the provider */
                        refreshToken?: string;
                        /** @description Expiry date of the token */
                        expiresAt?: number;
                        /** @description The user object from the provider. Only available for some providers like Apple. */
                        user?: {
                            name?: {
                                firstName?: string;
                                lastName?: string;
                            };
                            email?: string;
                        };
                    };
                    /** @description Array of scopes to request from the provider. This will override the default scopes passed. */
                    scopes?: string[];
                    /** @description Explicitly request sign-up. Useful when disableImplicitSignUp is true for this provider */
                    requestSignUp?: boolean;
                    /** @description The login hint to use for the authorization code request */
                    loginHint?: string;
                    /** @description Extra query parameters to append to the provider authorization URL (e.g. Cognito identity_provider, Google hd). */
                    additionalParams?: {
                        [key: string]: string;
                    };
                    additionalData?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success - Returns session details (idToken branch) or an authorize URL (redirect branch) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token?: string;
                        user?: components["schemas"]["User"];
                        url?: string;
                        redirect: boolean;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    authCallbackId: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                device_id?: string;
                error_description?: string;
                state?: string;
                user?: string;
                iss?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The URL to redirect to after provider logout */
                    callbackURL?: string;
                    /** @description Return the provider logout URL without redirecting */
                    disableRedirect?: boolean;
                    /** @description State to pass to the provider logout endpoint */
                    state?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success?: boolean;
                        /** @description Provider logout URL when RP-initiated logout is available */
                        url?: string;
                        /** @description Whether the client should redirect to the provider logout URL */
                        redirect?: boolean;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    signUpWithEmailAndPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The name of the user */
                    name: string;
                    /** @description The email of the user */
                    email: string;
                    /** @description The password of the user */
                    password: string;
                    /** @description The profile image URL of the user */
                    image?: string;
                    /** @description The URL to use for email verification callback */
                    callbackURL?: string;
                    /** @description If this is false, the session will not be remembered. Default is `true`. */
                    rememberMe?: boolean;
                    signupRole?: string;
                    targetPath?: string;
                    usedReferralCode?: string;
                    /** @default tr */
                    locale?: string;
                    phoneNumber?: string;
                };
            };
        };
        responses: {
            /** @description Successfully created user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Authentication token for the session */
                        token?: string | null;
                        user: {
                            /** @description The unique identifier of the user */
                            id: string;
                            /**
                             * Format: email
                             * @description The email address of the user
                             */
                            email: string;
                            /** @description The name of the user */
                            name: string;
                            /**
                             * Format: uri
                             * @description The profile image URL of the user
                             */
                            image?: string | null;
                            /** @description Whether the email has been verified */
                            emailVerified: boolean;
                            /**
                             * Format: date-time
                             * @description When the user was created
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description When the user was last updated
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Unprocessable Entity. User already exists or failed to create user. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    signInEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email of the user */
                    email: string;
                    /** @description Password of the user */
                    password: string;
                    /** @description Callback URL to use as a redirect for email verification */
                    callbackURL?: string;
                    /** @description If this is false, the session will not be remembered. Default is `true`. */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Success - Returns either session details or redirect URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        redirect: false;
                        /** @description Session token */
                        token: string;
                        url?: string | null;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new password to set */
                    newPassword: string;
                    /** @description The token to reset the password */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: boolean;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    authVerifyEmail: {
        parameters: {
            query: {
                /** @description The token to verify the email */
                token: string;
                /** @description The URL to redirect to after email verification */
                callbackURL?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        /** @description Indicates if the email was verified successfully */
                        status: boolean;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    sendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The email to send the verification email to
                     * @example user@example.com
                     */
                    email: string;
                    /**
                     * @description The URL to use for email verification callback
                     * @example https://example.com/callback
                     */
                    callbackURL?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Indicates if the email was sent successfully
                         * @example true
                         */
                        status?: boolean;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Error message
                         * @example Verification email isn't enabled
                         */
                        message?: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The email address of the user to send a password reset email to */
                    email: string;
                    /** @description The URL to redirect the user to reset their password. If the token isn't valid or expired, it'll be redirected with a query parameter `?error=INVALID_TOKEN`. If the token is valid, it'll be redirected with a query parameter `?token=VALID_TOKEN */
                    redirectTo?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    authError: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    authPhoneNumberSendOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Phone number to send OTP. Eg: "+1234567890" */
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
    authPhoneNumberVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Phone number to verify. Eg: "+1234567890" */
                    phoneNumber: string;
                    /** @description OTP code. Eg: "123456" */
                    code: string;
                    /** @description Disable session creation after verification. Eg: false */
                    disableSession?: boolean;
                    /** @description Check if there is a session and update the phone number. Eg: true */
                    updatePhoneNumber?: boolean;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Phone number verified successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Indicates if the verification was successful
                         * @enum {boolean}
                         */
                        status: true;
                        /** @description Session token if session is created, null if disableSession is true or no session is created */
                        token?: string | null;
                        /** @description User object with phone number details, null if no user is created or found */
                        user?: {
                            /** @description Unique identifier of the user */
                            id: string;
                            /**
                             * Format: email
                             * @description User's email address
                             */
                            email?: string | null;
                            /** @description Whether the email is verified */
                            emailVerified?: boolean | null;
                            /** @description User's name */
                            name?: string | null;
                            /**
                             * Format: uri
                             * @description User's profile image URL
                             */
                            image?: string | null;
                            /** @description User's phone number */
                            phoneNumber: string;
                            /** @description Whether the phone number is verified */
                            phoneNumberVerified: boolean;
                            /**
                             * Format: date-time
                             * @description Timestamp when the user was created
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description Timestamp when the user was last updated
                             */
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid OTP */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
        };
    };
}
