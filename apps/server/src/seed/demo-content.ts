import type { ProviderRole } from '@patili/domain/access';
import type { LocationInput } from '@patili/domain/locations';
import type { PetInput } from '@patili/domain/pets';

import type { DemoPicture } from './demo-images.ts';

/**
 * What the demo set contains beyond the accounts: where everyone lives, the providers' profiles
 * (several per kind, in different cities) and the demo owner's pets. Everything is saved through
 * the same services the screens use, so it is valid by the same rules.
 */

export type DemoProvider = {
  email: string;
  name: string;
  role: ProviderRole;
  location: LocationInput;
  bio: string;
  /** The kind's own fields; gallery and document files are added by the seed. */
  details: Record<string, unknown>;
  gallery: DemoPicture[];
  documents?: DemoPicture[];
};

/** Karamel's microchip number: a vet's lookup in the demo finds it registered. */
export const DEMO_MICROCHIP = '792098100004217';

export type DemoOwner = {
  email: string;
  name: string;
  location: LocationInput;
  contactPhone: string;
  address: string;
  pets: Array<Omit<PetInput, 'photoFileId'> & { picture: DemoPicture | null }>;
};

const at = (cityCode: string, district: string, latitude?: number, longitude?: number): LocationInput => ({
  cityCode,
  district,
  mapPoint: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null,
});

const homes = (seed: number) => [0, 1, 2].map((i) => ({ kind: 'home' as const, seed: seed + i }));
const clinics = (seed: number) => [0, 1].map((i) => ({ kind: 'clinic' as const, seed: seed + i }));
const walks = (seed: number) => [0, 1, 2].map((i) => ({ kind: 'walk' as const, seed: seed + i }));

export const DEMO_OWNERS: readonly DemoOwner[] = [
  {
    email: 'sahip@demo.patili.app',
    name: 'Ayşe Yılmaz',
    location: at('34', 'Kadıköy', 40.9866, 29.0262),
    contactPhone: '+905321112233',
    address: 'Caferağa Mah. Moda Cad. No: 12',
    pets: [
      { name: 'Pamuk', species: 'cat', breed: 'Van Kedisi', birthdate: '2022-04-12', gender: 'female', notes: 'Tavuklu mamayı sever, yabancılara önce çekingen davranır.', picture: { kind: 'pet', species: 'cat', seed: 1 } },
      { name: 'Karamel', species: 'dog', breed: 'Golden Retriever', age: 4, gender: 'male', notes: 'Günde iki uzun yürüyüş ister; diğer köpeklerle iyi anlaşır.', microchip: DEMO_MICROCHIP, picture: { kind: 'pet', species: 'dog', seed: 3 } },
      { name: 'Limon', species: 'bird', breed: 'Muhabbet kuşu', age: 2, gender: 'unknown', notes: null, picture: null },
    ],
  },
];

export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  // Sitters
  {
    email: 'bakici@demo.patili.app',
    name: 'Mehmet Demir',
    role: 'sitter',
    location: at('34', 'Kadıköy', 40.9902, 29.0317),
    bio: 'On yıldır kedi ve köpeklerle yaşıyorum. Bahçeli evimde dostlarınız kendi evlerindeki gibi rahat eder; her gün fotoğraf ve kısa video gönderirim.',
    details: {
      servicePrices: { cat_care: 160, dog_care: 260 },
      cancellationPolicy: 'flexible',
      sitterServiceLocationType: 'both',
      hasFencedYard: true,
      isNonSmokingHome: true,
      otherPetsInHome: 'cats_only',
      childrenInHome: 'none',
      sitterMaterials: ['bed', 'food_bowl', 'water_bowl', 'toys', 'carrier'],
      homeEnvironmentNotes: 'Moda’da bahçeli müstakil ev; çevresi çitle kapalı, yakında sahil parkı var.',
      isLiveViewingEnabled: true,
      liveStreamLink: 'https://canli.patili.app/mehmet-demir',
    },
    gallery: homes(1),
  },
  {
    email: 'bakici.selin@demo.patili.app',
    name: 'Selin Aydın',
    role: 'sitter',
    location: at('34', 'Beşiktaş'),
    bio: 'Veteriner teknikeriyim; ilaç verme ve yaşlı hayvan bakımında deneyimliyim. Kuş ve kemirgen bakımı da yapıyorum.',
    details: {
      servicePrices: { cat_care: 200, bird_care: 180, rodent_care: 220 },
      cancellationPolicy: 'moderate',
      sitterServiceLocationType: 'owner_home',
      hasFencedYard: false,
      isNonSmokingHome: true,
      otherPetsInHome: 'none',
      childrenInHome: 'none',
      sitterMaterials: ['first_aid_kit', 'toys'],
      homeEnvironmentNotes: 'Bakımı sizin evinizde yapıyorum; gerekirse gece de kalabilirim.',
      isLiveViewingEnabled: false,
    },
    gallery: homes(4),
  },
  {
    email: 'bakici.burak@demo.patili.app',
    name: 'Burak Koç',
    role: 'sitter',
    location: at('06', 'Çankaya'),
    bio: 'Büyük ırk köpeklere alışkın, sabırlı bir bakıcıyım. Geniş bahçemde günlük oyun ve yürüyüş programı uygularım.',
    details: {
      servicePrices: { dog_care: 240, exotic_care: 420 },
      cancellationPolicy: 'strict',
      sitterServiceLocationType: 'sitter_home',
      hasFencedYard: true,
      isNonSmokingHome: false,
      otherPetsInHome: 'dogs_only',
      childrenInHome: 'school_age',
      sitterMaterials: ['bed', 'food_bowl', 'water_bowl'],
      homeEnvironmentNotes: 'Bahçeli site içinde ev, 7 ve 10 yaşında iki çocuğumuz hayvanları çok sever.',
      isLiveViewingEnabled: false,
    },
    gallery: homes(7),
  },
  {
    email: 'bakici.ece@demo.patili.app',
    name: 'Ece Şahin',
    role: 'sitter',
    location: at('35', 'Bornova'),
    bio: 'Sürüngen ve egzotik hayvanlar konusunda deneyimliyim; terraryum düzenini ve beslenme takvimini titizlikle uygularım.',
    details: {
      servicePrices: { reptile_care: 320, exotic_care: 380, cat_care: 150 },
      sitterServiceLocationType: 'sitter_home',
      hasFencedYard: false,
      isNonSmokingHome: true,
      otherPetsInHome: 'other',
      childrenInHome: 'none',
      sitterMaterials: ['first_aid_kit', 'carrier'],
      homeEnvironmentNotes: 'Isı kontrollü ayrı bir oda ve yedek terraryum ekipmanım var.',
      isLiveViewingEnabled: true,
      liveStreamLink: 'https://canli.patili.app/ece-sahin',
    },
    gallery: homes(10),
  },
  // Veterinarians
  {
    email: 'veteriner@demo.patili.app',
    name: 'Dr. Elif Kaya',
    role: 'veterinarian',
    location: at('34', 'Kadıköy', 40.9878, 29.0365),
    bio: 'Kedi ve köpek iç hastalıkları üzerine çalışıyorum; koruyucu hekimlik ve aşı takibini önemsiyorum.',
    details: {
      clinicName: 'Moda Veteriner Kliniği',
      clinicAddress: 'Moda Cad. No: 48, Kadıköy / İstanbul',
      clinicPhoneNumber: '+90 216 555 12 34',
      vetWorkingHours: 'Hafta içi 09:00–19:00, cumartesi 10:00–15:00',
      vetSpecializations: ['cats', 'dogs', 'vaccination', 'internal_medicine', 'emergency'],
      servicePlace: 'clinic',
      worksWithExotics: false,
      sessionFee: 550,
    },
    gallery: clinics(1),
    documents: [{ kind: 'certificate', seed: 1 }],
  },
  {
    email: 'veteriner.kerem@demo.patili.app',
    name: 'Dr. Kerem Yıldız',
    role: 'veterinarian',
    location: at('34', 'Üsküdar'),
    bio: 'Egzotik hayvanlar ve acil müdahale konusunda uzmanım; ev ziyaretiyle muayene yapıyorum.',
    details: {
      clinicName: 'Üsküdar Egzotik Hayvan Polikliniği',
      clinicAddress: 'Hakimiyeti Milliye Cad. No: 21, Üsküdar / İstanbul',
      clinicPhoneNumber: '+90 216 444 56 78',
      vetWorkingHours: 'Her gün 08:00–22:00, acil durumlarda 7/24',
      vetSpecializations: ['exotics', 'emergency', 'surgery'],
      servicePlace: 'home_visit',
      worksWithExotics: true,
      sessionFee: 750,
    },
    gallery: clinics(3),
    documents: [{ kind: 'certificate', seed: 2 }],
  },
  {
    email: 'veteriner.aylin@demo.patili.app',
    name: 'Dr. Aylin Çelik',
    role: 'veterinarian',
    location: at('06', 'Çankaya'),
    bio: 'Çevrim içi ön muayene ve beslenme danışmanlığı veriyorum; diş sağlığı en sevdiğim alan.',
    details: {
      clinicName: 'Çankaya Pati Kliniği',
      clinicAddress: 'Tunalı Hilmi Cad. No: 90, Çankaya / Ankara',
      clinicPhoneNumber: '+90 312 555 90 90',
      vetWorkingHours: 'Hafta içi 10:00–18:00',
      vetSpecializations: ['dentistry', 'cats', 'dogs'],
      servicePlace: 'online',
      worksWithExotics: false,
      sessionFee: 400,
    },
    gallery: clinics(5),
  },
  {
    email: 'veteriner.murat@demo.patili.app',
    name: 'Dr. Murat Aksoy',
    role: 'veterinarian',
    location: at('07', 'Muratpaşa'),
    bio: 'Cerrahi ve ortopedi alanında yirmi yıllık deneyim; kliniğimizde röntgen ve ultrason var.',
    details: {
      clinicName: 'Antalya Hayvan Hastanesi',
      clinicAddress: 'Işıklar Cad. No: 7, Muratpaşa / Antalya',
      clinicPhoneNumber: '+90 242 333 22 11',
      vetWorkingHours: 'Hafta içi 08:30–20:00',
      vetSpecializations: ['surgery', 'dogs', 'emergency'],
      servicePlace: 'clinic',
      worksWithExotics: false,
      sessionFee: 650,
    },
    gallery: clinics(7),
  },
  // Pet walkers
  {
    email: 'gezdirici@demo.patili.app',
    name: 'Can Öztürk',
    role: 'pet_walker',
    location: at('34', 'Kadıköy', 40.9811, 29.0427),
    bio: 'Her boyutta köpekle deneyimli, ilk yardım sertifikalı gezdiriciyim. Yürüyüş sonrası kısa rapor ve fotoğraf paylaşırım.',
    details: {
      preferredWalkingAreas: 'Moda sahili, Fenerbahçe Parkı ve Yoğurtçu Parkı',
      walkerServiceRegions: ['Kadıköy', 'Moda', 'Fenerbahçe'],
      hourlyRate: 150,
      cancellationPolicy: 'flexible',
      walkerExperienceNotes: 'Beş yıldır profesyonel olarak köpek gezdiriyorum; tasma eğitimine destek olurum.',
      maxDogSizeServiced: 'large',
      specialServices: ['ilaç verme', 'yavru köpek yürüyüşü'],
      walkerSpeciesPreference: ['dog'],
      walkerWeeklyAvailability: 'Hafta içi 07:00–10:00 ve 17:00–20:00',
      knowsFirstAid: true,
    },
    gallery: walks(1),
  },
  {
    email: 'gezdirici.deniz@demo.patili.app',
    name: 'Deniz Yalçın',
    role: 'pet_walker',
    location: at('34', 'Ataşehir'),
    bio: 'Küçük ve orta boy köpeklerle sakin yürüyüşler yapıyorum; kedi ziyaretleri de ekleyebilirim.',
    details: {
      preferredWalkingAreas: 'Ataşehir Millet Bahçesi ve çevresi',
      walkerServiceRegions: ['Ataşehir', 'Kozyatağı'],
      hourlyRate: 120,
      cancellationPolicy: 'moderate',
      walkerExperienceNotes: 'Üniversite öğrencisiyim, iki yıldır komşularımın köpeklerini gezdiriyorum.',
      maxDogSizeServiced: 'medium',
      specialServices: ['kedi ziyareti'],
      walkerSpeciesPreference: ['dog', 'cat'],
      walkerWeeklyAvailability: 'Hafta sonu tüm gün, hafta içi akşamları',
      knowsFirstAid: false,
    },
    gallery: walks(4),
  },
  {
    email: 'gezdirici.oguz@demo.patili.app',
    name: 'Oğuz Kara',
    role: 'pet_walker',
    location: at('35', 'Karşıyaka'),
    bio: 'Kordon boyunca uzun yürüyüşler ve koşu eşliği; enerjik ırklar için idealim. İlk yardım eğitimi aldım.',
    details: {
      preferredWalkingAreas: 'Karşıyaka Kordonu ve Bostanlı sahili',
      walkerServiceRegions: ['Karşıyaka', 'Bostanlı', 'Mavişehir'],
      hourlyRate: 140,
      walkerExperienceNotes: 'Maraton koşucusuyum; köpeklerle tempolu koşu programları yapıyorum.',
      maxDogSizeServiced: 'any',
      specialServices: ['koşu eşliği'],
      walkerSpeciesPreference: ['dog'],
      walkerWeeklyAvailability: 'Her sabah 06:30–09:00',
      knowsFirstAid: true,
    },
    gallery: walks(7),
  },
  // Trainers
  {
    email: 'egitmen@demo.patili.app',
    name: 'Zeynep Arslan',
    role: 'trainer',
    location: at('34', 'Beşiktaş'),
    bio: 'Ödüle dayalı yöntemlerle yavru ve yetişkin köpek eğitimi veriyorum; davranış sorunlarında aileyle birlikte çalışırım.',
    details: {
      trainerSpecializations: ['itaat eğitimi', 'yavru sosyalleşmesi', 'tasma eğitimi'],
      trainerExperienceYears: 8,
      trainerSessionFee: 450,
      cancellationPolicy: 'strict',
      trainingPhilosophy: 'Korku değil güven: her seans kısa, oyunlu ve ödülle biter.',
      trainerServiceAreas: 'Beşiktaş, Şişli ve Sarıyer; ev ziyareti veya park',
      trainerVideoUrl: 'https://video.patili.app/zeynep-arslan',
      trainerAvailabilityNotes: 'Hafta içi akşamları ve cumartesi günleri',
    },
    gallery: [],
    documents: [{ kind: 'certificate', seed: 3 }, { kind: 'certificate', seed: 4 }],
  },
  {
    email: 'egitmen.emre@demo.patili.app',
    name: 'Emre Güneş',
    role: 'trainer',
    location: at('06', 'Çankaya'),
    bio: 'Koruma ve çeviklik eğitimlerinde uzmanım; yarışmalara hazırlık programları hazırlarım.',
    details: {
      trainerSpecializations: ['çeviklik', 'koruma eğitimi'],
      trainerExperienceYears: 12,
      trainerSessionFee: 600,
      cancellationPolicy: 'moderate',
      trainingPhilosophy: 'Disiplin ve oyun dengesi; köpeğin enerjisine göre program.',
      trainerServiceAreas: 'Çankaya ve Gölbaşı, kendi eğitim alanımda',
      trainerAvailabilityNotes: 'Hafta sonu grup dersleri, hafta içi özel ders',
    },
    gallery: [],
    documents: [{ kind: 'certificate', seed: 5 }],
  },
  {
    email: 'egitmen.gizem@demo.patili.app',
    name: 'Gizem Tekin',
    role: 'trainer',
    location: at('16', 'Nilüfer'),
    bio: 'Kedi davranışı ve kafes/taşıma çantası alıştırması üzerine çalışıyorum.',
    details: {
      trainerSpecializations: ['kedi davranışı', 'taşıma çantası alıştırma'],
      trainerExperienceYears: 3,
      trainerSessionFee: 350,
      trainingPhilosophy: 'Sabırla, küçük adımlarla ve ortamı düzenleyerek.',
      trainerServiceAreas: 'Nilüfer ve Osmangazi, ev ziyareti',
      trainerAvailabilityNotes: 'Hafta içi gündüz',
    },
    gallery: [],
  },
];
