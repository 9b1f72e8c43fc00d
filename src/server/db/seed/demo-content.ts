import type { BOT_TYPES, EscalationRules, PLATFORM_CHANNELS, ToneSettings } from '#server/db/schema/bots'
import type { DEALER_STATUSES, EQUIPMENT_STATUSES } from '#server/db/schema/dealers'
import type { KB_ENTRY_STATUSES, KB_LANGUAGES, KB_SCOPES } from '#server/db/schema/knowledge'
import type { NEWS_CATEGORIES, NEWS_IMPORTANCE } from '#server/db/schema/news'
import type { PROGRAM_LANGUAGES, STEP_TYPES } from '#server/db/schema/onboarding'
import type { Role } from '#shared/auth/roles'
import type { BotTranslations } from '#shared/schemas/bots'
import type { NewsTranslations } from '#shared/schemas/news'
import type { ProgramTranslations, StepTranslations } from '#shared/schemas/onboarding'

// Demo content for the seed: plain data, no database code. Property names follow the Drizzle
// tables' property names so the seed can insert them with little mapping. E-mail addresses use the
// reserved `.example` top-level domain so nothing is ever delivered to a real company.

// ---------------------------------------------------------------------------------------------
// Dealers and equipment
// ---------------------------------------------------------------------------------------------

export interface DemoEquipment {
  model: string
  /** Unique across all dealers (case-insensitive). */
  serialNumber: string
  equipmentType: string
  status: (typeof EQUIPMENT_STATUSES)[number]
  /** 'YYYY-MM-DD'. */
  deliveryDate: string
}

export interface DemoDealer {
  name: string
  /** Unique (case-insensitive). */
  dealerCode: string
  email: string
  status: (typeof DEALER_STATUSES)[number]
  dealerType: 'workshop' | 'distributor' | 'retailer'
  country: 'Norway' | 'Sweden' | 'Denmark'
  city: string
  equipment: DemoEquipment[]
  /** Demo users (by e-mail) linked to the dealer through dealer_users. */
  memberEmails: string[]
  /** Onboarding programs (by name, see DEMO_PROGRAMS) the dealer is enrolled in. */
  enrolledPrograms: string[]
  /** When the dealer joined, in days before the seed runs, so dealer analytics has a history (issue 8). */
  createdDaysAgo: number
}

/** The dealer the demo dealer accounts belong to (DEMO_DEALERS[0]). */
export const DEMO_DEALER_CODE = 'NO-OSL-001'

export const DEMO_DEALERS: DemoDealer[] = [
  {
    name: 'Nordic Tuning Oslo AS',
    dealerCode: DEMO_DEALER_CODE,
    createdDaysAgo: 420,
    email: 'verksted@nordic-tuning-oslo.example',
    status: 'active',
    dealerType: 'workshop',
    country: 'Norway',
    city: 'Oslo',
    memberEmails: ['dealer.user@example.com', 'dealer.manager@example.com'],
    enrolledPrograms: ['Dealer Onboarding Essentials'],
    equipment: [
      {
        model: 'OptiFlash Pro 3',
        serialNumber: 'OFP3-2024-00117',
        equipmentType: 'ECU programmer',
        status: 'active',
        deliveryDate: '2024-03-12',
      },
      {
        model: 'PowerDyno 4WD 800',
        serialNumber: 'PD4-800-2023-0042',
        equipmentType: 'Dyno',
        status: 'active',
        deliveryDate: '2023-09-28',
      },
      {
        model: 'DiagMaster X7',
        serialNumber: 'DMX7-24-118305',
        equipmentType: 'Diagnostic tool',
        status: 'maintenance',
        deliveryDate: '2024-06-04',
      },
      {
        model: 'EmiCheck 500',
        serialNumber: 'EC500-22-00981',
        equipmentType: 'Emission tester',
        status: 'active',
        deliveryDate: '2022-11-17',
      },
    ],
  },
  {
    name: 'Bergen Motorytelse AS',
    dealerCode: 'NO-BGO-002',
    createdDaysAgo: 12,
    email: 'post@bergen-motorytelse.example',
    status: 'onboarding',
    dealerType: 'workshop',
    country: 'Norway',
    city: 'Bergen',
    memberEmails: [],
    enrolledPrograms: ['Oppstartsprogram for forhandlere'],
    equipment: [
      {
        model: 'OptiFlash Pro 3',
        serialNumber: 'OFP3-2025-00342',
        equipmentType: 'ECU programmer',
        status: 'active',
        deliveryDate: '2025-08-19',
      },
      {
        model: 'DiagMaster X5',
        serialNumber: 'DMX5-25-207714',
        equipmentType: 'Diagnostic tool',
        status: 'active',
        deliveryDate: '2025-08-19',
      },
    ],
  },
  {
    name: 'Göteborg Chiptuning AB',
    dealerCode: 'SE-GOT-001',
    createdDaysAgo: 200,
    email: 'info@goteborg-chiptuning.example',
    status: 'active',
    dealerType: 'workshop',
    country: 'Sweden',
    city: 'Göteborg',
    memberEmails: [],
    enrolledPrograms: ['Dealer Onboarding Essentials'],
    equipment: [
      {
        model: 'OptiFlash Pro 2',
        serialNumber: 'OFP2-2021-01876',
        equipmentType: 'ECU programmer',
        status: 'retired',
        deliveryDate: '2021-02-08',
      },
      {
        model: 'OptiFlash Pro 3',
        serialNumber: 'OFP3-2024-00263',
        equipmentType: 'ECU programmer',
        status: 'active',
        deliveryDate: '2024-10-01',
      },
      {
        model: 'PowerDyno 2WD 600',
        serialNumber: 'PD2-600-2022-0017',
        equipmentType: 'Dyno',
        status: 'active',
        deliveryDate: '2022-05-23',
      },
    ],
  },
  {
    name: 'Stockholm Diagnostik & Verkstad AB',
    dealerCode: 'SE-STO-002',
    createdDaysAgo: 45,
    email: 'kontakt@sthlm-diagnostik.example',
    status: 'onboarding',
    dealerType: 'retailer',
    country: 'Sweden',
    city: 'Stockholm',
    memberEmails: [],
    enrolledPrograms: ['Dealer Onboarding Essentials'],
    equipment: [
      {
        model: 'DiagMaster X7',
        serialNumber: 'DMX7-25-120447',
        equipmentType: 'Diagnostic tool',
        status: 'active',
        deliveryDate: '2025-09-30',
      },
      {
        model: 'SmokeCheck OP-200',
        serialNumber: 'SC200-25-03310',
        equipmentType: 'Emission tester',
        status: 'inactive',
        deliveryDate: '2025-10-14',
      },
    ],
  },
  {
    name: 'København Motor Performance ApS',
    dealerCode: 'DK-CPH-001',
    createdDaysAgo: 300,
    email: 'service@cph-motorperformance.example',
    status: 'active',
    dealerType: 'distributor',
    country: 'Denmark',
    city: 'København',
    memberEmails: [],
    enrolledPrograms: [],
    equipment: [
      {
        model: 'OptiFlash Bench Kit',
        serialNumber: 'OFB-2023-00058',
        equipmentType: 'ECU programmer',
        status: 'active',
        deliveryDate: '2023-04-03',
      },
      {
        model: 'PowerDyno 4WD 800',
        serialNumber: 'PD4-800-2024-0071',
        equipmentType: 'Dyno',
        status: 'maintenance',
        deliveryDate: '2024-01-22',
      },
      {
        model: 'EmiCheck 500',
        serialNumber: 'EC500-24-01422',
        equipmentType: 'Emission tester',
        status: 'active',
        deliveryDate: '2024-01-22',
      },
    ],
  },
  {
    name: 'Aarhus Værkstedsudstyr ApS',
    dealerCode: 'DK-AAR-002',
    createdDaysAgo: 700,
    email: 'ordre@aarhus-vaerkstedsudstyr.example',
    status: 'inactive',
    dealerType: 'retailer',
    country: 'Denmark',
    city: 'Aarhus',
    memberEmails: [],
    enrolledPrograms: [],
    equipment: [
      {
        model: 'DiagMaster X5',
        serialNumber: 'DMX5-20-004512',
        equipmentType: 'Diagnostic tool',
        status: 'retired',
        deliveryDate: '2020-06-15',
      },
      {
        model: 'OptiFlash Pro 2',
        serialNumber: 'OFP2-2020-00731',
        equipmentType: 'ECU programmer',
        status: 'inactive',
        deliveryDate: '2020-06-15',
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Onboarding programs
// ---------------------------------------------------------------------------------------------

export interface DemoStep {
  stepOrder: number
  title: string
  description: string
  instructions: string
  stepType: (typeof STEP_TYPES)[number]
  isRequired: boolean
  /** Minutes. */
  estimatedDuration: number
  requiredFiles: string[]
  completionCriteria: string
  /** Issue 35 item 5: title, description and instructions in other languages. */
  translations?: StepTranslations
}

export interface DemoProgram {
  /** Unique among the demo programs; DemoDealer.enrolledPrograms refers to it. */
  name: string
  description: string
  languageCode: (typeof PROGRAM_LANGUAGES)[number]
  isActive: boolean
  /** Issue 35 item 5: name and description in other languages. */
  translations?: ProgramTranslations
  steps: DemoStep[]
}

export const DEMO_PROGRAMS: DemoProgram[] = [
  {
    name: 'Dealer Onboarding Essentials',
    description:
      'Everything a new workshop needs before it can sell and perform tuning: paperwork, equipment safety, OptiFiles access and a final workshop approval.',
    languageCode: 'en',
    isActive: true,
    translations: {
      no: {
        name: 'Grunnkurs for nye forhandlere',
        description:
          'Alt et nytt verksted trenger før det kan selge og utføre tuning: papirarbeid, sikker bruk av utstyret, tilgang til OptiFiles og en endelig godkjenning av verkstedet.',
      },
      sv: {
        name: 'Grundprogram för nya återförsäljare',
        description:
          'Allt en ny verkstad behöver innan den kan sälja och utföra trimning: pappersarbete, säker användning av utrustningen, tillgång till OptiFiles och ett slutligt godkännande av verkstaden.',
      },
    },
    steps: [
      {
        stepOrder: 1,
        title: 'Upload company documents',
        description:
          'We need proof of registration and a signed dealer agreement before we can open your account.',
        instructions:
          'Upload a recent certificate of registration (not older than 3 months), your VAT registration and the dealer agreement signed by an authorised signatory.',
        stepType: 'document_upload',
        isRequired: true,
        estimatedDuration: 30,
        requiredFiles: ['Certificate of registration', 'VAT registration', 'Signed dealer agreement'],
        completionCriteria: 'All three documents are uploaded, readable and valid.',
        translations: {
          no: {
            title: 'Last opp firmadokumenter',
            description:
              'Vi trenger bevis på registrering og en signert forhandleravtale før vi kan åpne kontoen din.',
            instructions:
              'Last opp en fersk firmaattest (ikke eldre enn tre måneder), MVA-registreringen og forhandleravtalen signert av en person med signaturrett.',
          },
          sv: {
            title: 'Ladda upp företagsdokument',
            description:
              'Vi behöver bevis på registrering och ett undertecknat återförsäljaravtal innan vi kan öppna ditt konto.',
            instructions:
              'Ladda upp ett aktuellt registreringsbevis (högst tre månader gammalt), momsregistreringen och återförsäljaravtalet undertecknat av en firmatecknare.',
          },
        },
      },
      {
        stepOrder: 2,
        title: 'Equipment and dyno safety training',
        description: 'A practical course in safe use of the ECU programmer and the chassis dyno.',
        instructions:
          'Complete the online course "Safe flashing and dyno operation" in the training centre. Every technician who will operate the equipment must take it.',
        stepType: 'training',
        isRequired: true,
        estimatedDuration: 90,
        requiredFiles: [],
        completionCriteria: 'At least one technician has passed the final quiz with 80% or more.',
        translations: {
          no: {
            title: 'Sikkerhetsopplæring for utstyr og dyno',
            description: 'Et praktisk kurs i sikker bruk av ECU-programmereren og rullebenken.',
            instructions:
              'Fullfør nettkurset «Sikker flashing og bruk av dyno» i opplæringssenteret. Alle teknikere som skal bruke utstyret, må ta kurset.',
          },
          sv: {
            title: 'Säkerhetsutbildning för utrustning och dyno',
            description: 'En praktisk kurs i säker användning av ECU-programmeraren och chassidynon.',
            instructions:
              'Genomför webbkursen ”Säker flashning och dynokörning” i utbildningscentret. Alla tekniker som ska använda utrustningen måste gå kursen.',
          },
        },
      },
      {
        stepOrder: 3,
        title: 'Set up your OptiFiles account',
        description: 'Activate the file service account used to order tuning files.',
        instructions:
          'Accept the OptiFiles invitation e-mail, set a password, enable two-factor authentication and buy your first credit package. Confirm here when done.',
        stepType: 'manual_confirmation',
        isRequired: true,
        estimatedDuration: 20,
        requiredFiles: [],
        completionCriteria: 'The dealer confirms that the account is active and credits are available.',
        translations: {
          no: {
            title: 'Sett opp OptiFiles-kontoen din',
            description: 'Aktiver filtjenestekontoen som brukes til å bestille tuningfiler.',
            instructions:
              'Godta invitasjonen fra OptiFiles på e-post, velg et passord, slå på totrinnsbekreftelse og kjøp din første kredittpakke. Bekreft her når du er ferdig.',
          },
          sv: {
            title: 'Skapa ditt OptiFiles-konto',
            description: 'Aktivera filtjänstkontot som används för att beställa trimfiler.',
            instructions:
              'Godkänn inbjudan från OptiFiles via e-post, välj ett lösenord, slå på tvåstegsverifiering och köp ditt första kreditpaket. Bekräfta här när du är klar.',
          },
        },
      },
      {
        stepOrder: 4,
        title: 'Your first ECU file request',
        description: 'A guided walkthrough of reading an ECU, ordering a file and writing it back.',
        instructions:
          'Follow the walkthrough with a vehicle in your workshop: read the original file, submit a stage 1 request in OptiFiles and write the modified file. Describe the vehicle and result below.',
        stepType: 'training',
        isRequired: false,
        estimatedDuration: 120,
        requiredFiles: [],
        completionCriteria: 'A file request has been completed and the vehicle runs without fault codes.',
        translations: {
          no: {
            title: 'Din første ECU-filbestilling',
            description: 'En veiledet gjennomgang av å lese en ECU, bestille en fil og skrive den tilbake.',
            instructions:
              'Følg gjennomgangen med en bil i verkstedet: les originalfilen, send en stage 1-bestilling i OptiFiles og skriv den endrede filen. Beskriv bilen og resultatet nedenfor.',
          },
          sv: {
            title: 'Din första beställning av ECU-fil',
            description: 'En guidad genomgång av att läsa en ECU, beställa en fil och skriva tillbaka den.',
            instructions:
              'Följ genomgången med en bil i verkstaden: läs originalfilen, skicka en steg 1-beställning i OptiFiles och skriv den ändrade filen. Beskriv bilen och resultatet nedan.',
          },
        },
      },
      {
        stepOrder: 5,
        title: 'Workshop inspection',
        description: 'Our field engineer checks the workshop, ventilation, extraction and dyno installation.',
        instructions:
          'Book the inspection visit with your contact person. Describe any deviations found and how they were fixed.',
        stepType: 'approval',
        isRequired: true,
        estimatedDuration: 180,
        requiredFiles: ['Inspection report'],
        completionCriteria: 'The field engineer has approved the workshop without open deviations.',
        translations: {
          no: {
            title: 'Verkstedinspeksjon',
            description:
              'Feltingeniøren vår kontrollerer verkstedet, ventilasjonen, avtrekket og installasjonen av dynoen.',
            instructions:
              'Avtal inspeksjonsbesøket med kontaktpersonen din. Beskriv eventuelle avvik og hvordan de er rettet.',
          },
          sv: {
            title: 'Verkstadsinspektion',
            description:
              'Vår fälttekniker kontrollerar verkstaden, ventilationen, utsuget och installationen av dynon.',
            instructions:
              'Boka inspektionsbesöket med din kontaktperson. Beskriv eventuella avvikelser och hur de har åtgärdats.',
          },
        },
      },
      {
        stepOrder: 6,
        title: 'Probation period',
        description: 'The first two weeks as a dealer, with extra follow-up from support.',
        instructions:
          'No action needed. Support reviews your first file requests; the step is approved automatically when the period is over.',
        stepType: 'time_delay',
        isRequired: true,
        estimatedDuration: 20160,
        requiredFiles: [],
        completionCriteria: 'Fourteen days have passed since the workshop was approved.',
        translations: {
          no: {
            title: 'Prøveperiode',
            description: 'De to første ukene som forhandler, med ekstra oppfølging fra kundestøtten.',
            instructions:
              'Ingen handling nødvendig. Kundestøtten går gjennom de første filbestillingene dine; steget godkjennes automatisk når perioden er over.',
          },
          sv: {
            title: 'Provperiod',
            description: 'De två första veckorna som återförsäljare, med extra uppföljning från supporten.',
            instructions:
              'Ingen åtgärd behövs. Supporten går igenom dina första filbeställningar; steget godkänns automatiskt när perioden är slut.',
          },
        },
      },
    ],
  },
  {
    name: 'Oppstartsprogram for forhandlere',
    description:
      'Oppstartsprogrammet for nye forhandlere i Norge: dokumenter, opplæring, oppsett av verktøy og godkjenning av verkstedet.',
    languageCode: 'no',
    isActive: true,
    steps: [
      {
        stepOrder: 1,
        title: 'Last opp firmadokumenter',
        description: 'Vi trenger firmaattest og signert forhandleravtale før kontoen kan åpnes.',
        instructions:
          'Last opp firmaattest fra Brønnøysundregistrene (ikke eldre enn tre måneder) og forhandleravtalen signert av en person med signaturrett.',
        stepType: 'document_upload',
        isRequired: true,
        estimatedDuration: 30,
        requiredFiles: ['Firmaattest', 'Signert forhandleravtale'],
        completionCriteria: 'Begge dokumentene er lastet opp, leselige og gyldige.',
      },
      {
        stepOrder: 2,
        title: 'Opplæring i flashing og dynamometer',
        description: 'Kurs i sikker bruk av ECU-programmereren og dynamometeret.',
        instructions:
          'Gjennomfør kurset «Sikker flashing og bruk av dyno» i opplæringssenteret. Alle teknikere som skal bruke utstyret, må ta kurset.',
        stepType: 'training',
        isRequired: true,
        estimatedDuration: 90,
        requiredFiles: [],
        completionCriteria: 'Minst én tekniker har bestått sluttesten med 80 % riktige svar.',
      },
      {
        stepOrder: 3,
        title: 'Bekreft oppsett av diagnoseverktøy',
        description: 'Diagnoseverktøyet skal være registrert, oppdatert og koblet til verkstedets nett.',
        instructions:
          'Registrer verktøyet med serienummeret, installer alle oppdateringer og kjør en testdiagnose på en bil. Bekreft her når alt fungerer.',
        stepType: 'manual_confirmation',
        isRequired: true,
        estimatedDuration: 45,
        requiredFiles: [],
        completionCriteria: 'Forhandleren bekrefter at verktøyet er registrert og oppdatert.',
      },
      {
        stepOrder: 4,
        title: 'Godkjenning av verkstedet',
        description: 'Feltingeniøren vår kontrollerer verksted, avtrekk og installasjonen av dynamometeret.',
        instructions:
          'Avtal besøk med kontaktpersonen din. Beskriv eventuelle avvik og hvordan de er rettet.',
        stepType: 'approval',
        isRequired: true,
        estimatedDuration: 180,
        requiredFiles: ['Inspeksjonsrapport'],
        completionCriteria: 'Verkstedet er godkjent uten åpne avvik.',
      },
      {
        stepOrder: 5,
        title: 'Prøveperiode',
        description: 'De første to ukene som forhandler, med ekstra oppfølging fra kundestøtten.',
        instructions: 'Ingen handling nødvendig. Steget godkjennes når prøveperioden er over.',
        stepType: 'time_delay',
        isRequired: false,
        estimatedDuration: 20160,
        requiredFiles: [],
        completionCriteria: 'Fjorten dager har gått siden verkstedet ble godkjent.',
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

export interface DemoNewsArticle {
  title: string
  summary: string
  /** Simple markdown. */
  body: string
  category: (typeof NEWS_CATEGORIES)[number]
  importance: (typeof NEWS_IMPORTANCE)[number]
  isPublished: boolean
  /** published_at = now minus this many days (negative: scheduled for the future); null for drafts. */
  daysAgo: number | null
  /** Issue 35 item 5: title, summary and body in other languages (the originals are English). */
  translations?: NewsTranslations
}

export const DEMO_NEWS: DemoNewsArticle[] = [
  {
    title: 'Extended OptiFiles file service hours',
    summary: 'From next month the file service is staffed until 20:00 on weekdays and open on Saturdays.',
    body: [
      'Many of you tune cars in the evening and on Saturdays, so the OptiFiles file service is extending its hours.',
      '**New hours:** weekdays 08:00–20:00 and Saturdays 10:00–15:00 (CET). Support by phone keeps its hours, weekdays 08:00–16:00.',
      'Requests submitted outside these hours are queued and handled first thing the next morning.',
    ].join('\n\n'),
    category: 'optifiles',
    importance: 'important',
    isPublished: true,
    daysAgo: 1,
    translations: {
      no: {
        title: 'Utvidet åpningstid for OptiFiles-filtjenesten',
        summary: 'Fra neste måned er filtjenesten bemannet til kl. 20.00 på hverdager og åpen på lørdager.',
        body: [
          'Mange av dere tuner biler på kveldstid og i helgene, så OptiFiles-filtjenesten utvider åpningstiden.',
          '**Ny åpningstid:** hverdager 08.00–20.00 og lørdager 10.00–15.00 (CET). Telefonstøtten har samme åpningstid som før, hverdager 08.00–16.00.',
          'Bestillinger som sendes utenom åpningstiden, settes i kø og behandles først neste morgen.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Längre öppettider för OptiFiles filtjänst',
        summary: 'Från nästa månad är filtjänsten bemannad till 20.00 på vardagar och öppen på lördagar.',
        body: [
          'Många av er trimmar bilar på kvällar och lördagar, så OptiFiles filtjänst förlänger sina öppettider.',
          '**Nya öppettider:** vardagar 08.00–20.00 och lördagar 10.00–15.00 (CET). Telefonsupporten har samma tider som tidigare, vardagar 08.00–16.00.',
          'Beställningar som skickas utanför öppettiderna köas och hanteras först nästa morgon.',
        ].join('\n\n'),
      },
    },
  },
  {
    title: 'Nordic dealer meeting in Oslo – save the date',
    summary: 'This year’s dealer meeting is held in Oslo on the first weekend of March.',
    body: [
      'We are happy to invite all dealers in Norway, Sweden and Denmark to the annual Nordic dealer meeting in Oslo.',
      'The programme includes product news, a hands-on session with the new bench kit, and dinner on Saturday evening.',
      'Registration opens in the portal in January. Each dealer can bring up to three people.',
    ].join('\n\n'),
    category: 'hq',
    importance: 'normal',
    isPublished: true,
    daysAgo: 4,
    translations: {
      no: {
        title: 'Nordisk forhandlermøte i Oslo – sett av datoen',
        summary: 'Årets forhandlermøte holdes i Oslo den første helgen i mars.',
        body: [
          'Vi har gleden av å invitere alle forhandlere i Norge, Sverige og Danmark til det årlige nordiske forhandlermøtet i Oslo.',
          'Programmet byr på produktnyheter, en praktisk økt med det nye benkesettet og middag lørdag kveld.',
          'Påmeldingen åpner i portalen i januar. Hver forhandler kan ta med opptil tre personer.',
        ].join('\n\n'),
      },
      sv: {
        title: 'Nordiskt återförsäljarmöte i Oslo – boka datumet',
        summary: 'Årets återförsäljarmöte hålls i Oslo den första helgen i mars.',
        body: [
          'Vi har nöjet att bjuda in alla återförsäljare i Norge, Sverige och Danmark till det årliga nordiska återförsäljarmötet i Oslo.',
          'Programmet innehåller produktnyheter, ett praktiskt pass med det nya bänkpaketet och middag på lördagskvällen.',
          'Anmälan öppnar i portalen i januari. Varje återförsäljare kan ta med upp till tre personer.',
        ].join('\n\n'),
      },
    },
  },
  {
    title: 'Share your dyno days with #DealerPilotDyno',
    summary:
      'Tag your dyno days and customer cars on Instagram and Facebook, and we will share the best ones.',
    body: [
      'Customer cars on the dyno are some of our most popular posts. Tag your pictures and videos with **#DealerPilotDyno** and we will repost a selection every week.',
      'Remember to ask the customer before posting, and blur number plates.',
    ].join('\n\n'),
    category: 'social_media',
    importance: 'normal',
    isPublished: true,
    daysAgo: 8,
  },
  {
    title: 'New calibration gas kits for the EmiCheck 500',
    summary: 'Our supplier has released a certified calibration kit with a longer shelf life.',
    body: [
      'The new calibration gas kit for the EmiCheck 500 comes with a 24-month shelf life (up from 12) and a certificate traceable to national standards.',
      'Order it in the webshop under *Equipment > Consumables*. The old kit is sold until stock runs out.',
    ].join('\n\n'),
    category: 'supplier_news',
    importance: 'normal',
    isPublished: true,
    daysAgo: 13,
  },
  {
    title: 'New contact person for Swedish dealers',
    summary: 'From 1 December Swedish dealers have a dedicated dealer manager based in Göteborg.',
    body: [
      'To give Swedish dealers faster answers, we now have a dealer manager located in Göteborg.',
      'You will find the new contact details on your dealer page in the portal. Support tickets are handled as before.',
    ].join('\n\n'),
    category: 'internal_changes',
    importance: 'important',
    isPublished: true,
    daysAgo: 6,
    // Swedish only: a Norwegian reader is shown the English original, marked as such.
    translations: {
      sv: {
        title: 'Ny kontaktperson för svenska återförsäljare',
        summary: 'Från den 1 december har svenska återförsäljare en egen återförsäljaransvarig i Göteborg.',
        body: [
          'För att ge svenska återförsäljare snabbare svar har vi nu en återförsäljaransvarig på plats i Göteborg.',
          'De nya kontaktuppgifterna finns på din återförsäljarsida i portalen. Supportärenden hanteras som tidigare.',
        ].join('\n\n'),
      },
    },
  },
  {
    title: 'Firmware 3.8 for OptiFlash Pro 3',
    summary: 'Faster OBD reads on VAG and BMW ECUs, and better recovery after an interrupted write.',
    body: [
      'Firmware 3.8 is now available for all OptiFlash Pro 3 programmers.',
      '## What is new',
      '- Up to 40% faster OBD reads on supported VAG and BMW ECUs',
      '- Automatic recovery prompt if a write is interrupted',
      '- Warning when the supply voltage drops below 12.5 V',
      '## How to update',
      'Update from *Settings > Update* with the tool connected to the internet and a stable power supply. Questions? Ask the [assistants](/chat-bots).',
    ].join('\n\n'),
    category: 'equipment',
    importance: 'normal',
    isPublished: true,
    daysAgo: 20,
    translations: {
      no: {
        title: 'Fastvare 3.8 for OptiFlash Pro 3',
        summary:
          'Raskere OBD-lesing på ECU-er fra VAG og BMW, og bedre gjenoppretting etter en avbrutt skriving.',
        body: [
          'Fastvare 3.8 er nå tilgjengelig for alle OptiFlash Pro 3-programmerere.',
          '## Hva er nytt',
          '- Opptil 40 % raskere OBD-lesing på støttede ECU-er fra VAG og BMW',
          '- Automatisk tilbud om gjenoppretting hvis en skriving avbrytes',
          '- Varsel når forsyningsspenningen faller under 12,5 V',
          '## Slik oppdaterer du',
          'Oppdater fra *Innstillinger > Oppdatering* med verktøyet koblet til internett og en stabil strømforsyning. Spørsmål? Spør [assistentene](/chat-bots).',
        ].join('\n\n'),
      },
      sv: {
        title: 'Firmware 3.8 för OptiFlash Pro 3',
        summary:
          'Snabbare OBD-läsning på ECU:er från VAG och BMW, och bättre återställning efter en avbruten skrivning.',
        body: [
          'Firmware 3.8 finns nu för alla OptiFlash Pro 3-programmerare.',
          '## Nyheter',
          '- Upp till 40 % snabbare OBD-läsning på ECU:er från VAG och BMW som stöds',
          '- Automatisk fråga om återställning om en skrivning avbryts',
          '- Varning när matningsspänningen sjunker under 12,5 V',
          '## Så uppdaterar du',
          'Uppdatera från *Inställningar > Uppdatering* med verktyget anslutet till internet och en stabil strömförsörjning. Frågor? Fråga [assistenterna](/chat-bots).',
        ].join('\n\n'),
      },
    },
  },
  {
    title: 'Reminder: DPF and EGR solutions are for off-road use only',
    summary: 'Requests for DPF or EGR changes must include documentation of motorsport or off-road use.',
    body: [
      'Removing or disabling emission equipment on a road-registered vehicle is illegal in Norway, Sweden and Denmark.',
      'From now on, OptiFiles rejects DPF and EGR requests that do not include documentation of motorsport or off-road use. Contact support if you are unsure whether a vehicle qualifies.',
    ].join('\n\n'),
    category: 'optifiles',
    importance: 'important',
    isPublished: true,
    daysAgo: 30,
  },
  {
    title: 'Coming soon: the PowerDyno hub dyno',
    summary: 'A compact hub dyno for workshops without room for a roller dyno.',
    body: [
      'We are preparing the launch of a hub dyno that mounts directly on the wheel hubs and fits in a standard workshop bay.',
      'Prices and delivery dates will be announced here.',
    ].join('\n\n'),
    category: 'equipment',
    importance: 'normal',
    isPublished: false,
    daysAgo: null,
  },
  {
    // Scheduled: readers see it once its date has come (the news centre compares published_at to now).
    title: 'Spring campaign: 15% off OptiFiles credits',
    summary: 'All credit packages are 15% off during the spring campaign.',
    body: [
      '## Campaign period',
      'The campaign runs for four weeks from the publication date of this article.',
      '## How it works',
      '- The discount applies to every credit package in the portal',
      '- Credits bought during the campaign never expire',
    ].join('\n\n'),
    category: 'optifiles',
    importance: 'normal',
    isPublished: true,
    daysAgo: -14,
  },
]

// ---------------------------------------------------------------------------------------------
// Bots and knowledge
// ---------------------------------------------------------------------------------------------

/** Tags used by the demo knowledge entries (kb_tags). */
export const DEMO_KB_TAGS = [
  { name: 'opening-hours', color: '#0ea5e9' },
  { name: 'contact', color: '#6366f1' },
  { name: 'dealer-program', color: '#8b5cf6' },
  { name: 'warranty', color: '#f59e0b' },
  { name: 'insurance', color: '#d97706' },
  { name: 'legal', color: '#dc2626' },
  { name: 'emissions', color: '#b91c1c' },
  { name: 'optifiles', color: '#2563eb' },
  { name: 'credits', color: '#1d4ed8' },
  { name: 'ecu-files', color: '#0891b2' },
  { name: 'license', color: '#7c3aed' },
  { name: 'invoices', color: '#059669' },
  { name: 'payment', color: '#047857' },
  { name: 'shipping', color: '#65a30d' },
  { name: 'returns', color: '#ca8a04' },
  { name: 'dyno', color: '#ea580c' },
  { name: 'calibration', color: '#c2410c' },
  { name: 'flashing', color: '#db2777' },
  { name: 'diagnostics', color: '#0d9488' },
  { name: 'updates', color: '#4f46e5' },
  { name: 'tuning', color: '#e11d48' },
  { name: 'portal', color: '#475569' },
] as const satisfies readonly { name: string; color: string }[]

export type DemoTagName = (typeof DEMO_KB_TAGS)[number]['name']

export interface DemoKbEntry {
  question: string
  /** At least 10 characters (spec §5). */
  answer: string
  languageCode: (typeof KB_LANGUAGES)[number]
  status: (typeof KB_ENTRY_STATUSES)[number]
  /** 1 to 10. */
  priority: number
  tags: DemoTagName[]
}

export interface DemoGlobalKbEntry extends DemoKbEntry {
  scope: Extract<(typeof KB_SCOPES)[number], 'global'>
}

export interface DemoBot {
  name: string
  type: (typeof BOT_TYPES)[number]
  description: string
  purpose: string
  platformChannel: (typeof PLATFORM_CHANNELS)[number]
  isActive: boolean
  /** Empty: every signed-in user may use the bot (spec §6). */
  requiredRoles: Role[]
  systemPrompt: string
  customInstructions: string
  toneSettings: ToneSettings
  escalationRules: EscalationRules
  /** Issue 35 item 5: name and description in other languages (the originals are English). */
  translations?: BotTranslations
  knowledgeBase: {
    name: string
    description: string
    entries: DemoKbEntry[]
  }
}

/** Global entries (no bot): retrieval offers them to every bot. */
export const DEMO_GLOBAL_KB_ENTRIES: DemoGlobalKbEntry[] = [
  {
    scope: 'global',
    question: 'What are your opening hours?',
    answer:
      'Customer support is open Monday to Friday 08:00–16:00 (CET). The OptiFiles file service is staffed weekdays 08:00–20:00 and Saturdays 10:00–15:00. We are closed on public holidays.',
    languageCode: 'en',
    status: 'approved',
    priority: 8,
    tags: ['opening-hours', 'contact'],
  },
  {
    scope: 'global',
    question: 'Hva er åpningstidene deres?',
    answer:
      'Kundestøtten er åpen mandag til fredag kl. 08.00–16.00. Filtjenesten i OptiFiles er bemannet hverdager kl. 08.00–20.00 og lørdager kl. 10.00–15.00. Vi holder stengt på helligdager.',
    languageCode: 'no',
    status: 'approved',
    priority: 8,
    tags: ['opening-hours', 'contact'],
  },
  {
    scope: 'global',
    question: 'Vilka öppettider har ni?',
    answer:
      'Kundsupporten har öppet måndag till fredag kl. 08.00–16.00. Filtjänsten i OptiFiles är bemannad vardagar kl. 08.00–20.00 och lördagar kl. 10.00–15.00. Vi har stängt på helgdagar.',
    languageCode: 'sv',
    status: 'approved',
    priority: 8,
    tags: ['opening-hours', 'contact'],
  },
]

const CUSTOMER_ENTRIES: DemoKbEntry[] = [
  {
    question: 'How do I become a dealer?',
    answer:
      'Fill in the dealer application on our website or e-mail dealers@dealerpilot.example. Our dealer team contacts you within five working days, and approved dealers start the Dealer Onboarding Essentials program in the portal.',
    languageCode: 'en',
    status: 'approved',
    priority: 7,
    tags: ['dealer-program', 'contact'],
  },
  {
    question: 'Hvordan blir jeg forhandler?',
    answer:
      'Fyll ut forhandlersøknaden på nettsiden vår eller send e-post til dealers@dealerpilot.example. Forhandlerteamet tar kontakt innen fem virkedager, og godkjente forhandlere starter oppstartsprogrammet i portalen.',
    languageCode: 'no',
    status: 'approved',
    priority: 7,
    tags: ['dealer-program', 'contact'],
  },
  {
    question: 'Hur blir jag återförsäljare?',
    answer:
      'Fyll i ansökan för återförsäljare på vår webbplats eller mejla dealers@dealerpilot.example. Vårt återförsäljarteam kontaktar dig inom fem arbetsdagar, och godkända återförsäljare börjar med introduktionsprogrammet i portalen.',
    languageCode: 'sv',
    status: 'approved',
    priority: 7,
    tags: ['dealer-program', 'contact'],
  },
  {
    question: "Will ECU tuning void my car's warranty?",
    answer:
      'It can. The manufacturer may refuse warranty claims on the engine and drivetrain after a software change, so check your warranty terms first. Our dealers keep the original file and can restore it on request.',
    languageCode: 'en',
    status: 'approved',
    priority: 8,
    tags: ['warranty', 'tuning'],
  },
  {
    question: 'Mister bilen nybilgarantien hvis jeg chiptuner den?',
    answer:
      'Det kan skje. Bilprodusenten kan avvise garantikrav på motor og drivverk etter en programvareendring, så sjekk garantivilkårene først. Forhandlerne våre tar vare på originalfilen og kan legge den tilbake ved behov.',
    languageCode: 'no',
    status: 'approved',
    priority: 8,
    tags: ['warranty', 'tuning'],
  },
  {
    question: 'Påverkar motoroptimering nybilsgarantin?',
    answer:
      'Det kan den göra. Biltillverkaren kan neka garantianspråk på motor och drivlina efter en programvaruändring, så läs garantivillkoren först. Våra återförsäljare sparar originalfilen och kan återställa den på begäran.',
    languageCode: 'sv',
    status: 'approved',
    priority: 8,
    tags: ['warranty', 'tuning'],
  },
  {
    question: 'Do I have to tell my insurance company about the tune?',
    answer:
      'Yes. More engine power is a change you must report to your insurer, otherwise compensation can be reduced after a claim. Ask the dealer for the dyno power report as documentation.',
    languageCode: 'en',
    status: 'approved',
    priority: 7,
    tags: ['insurance', 'legal'],
  },
  {
    question: 'Må jeg melde fra til forsikringsselskapet etter chiptuning?',
    answer:
      'Ja. Økt motoreffekt er en endring du må opplyse forsikringsselskapet om, ellers kan du risikere avkortning ved skade. Be forhandleren om en effektrapport fra dynamometeret som dokumentasjon.',
    languageCode: 'no',
    status: 'approved',
    priority: 7,
    tags: ['insurance', 'legal'],
  },
  {
    question: 'Måste jag meddela försäkringsbolaget efter en motoroptimering?',
    answer:
      'Ja. Ökad motoreffekt är en ändring som du ska meddela ditt försäkringsbolag, annars kan ersättningen sättas ned vid en skada. Be återförsäljaren om ett effektprotokoll från effektbänken som underlag.',
    languageCode: 'sv',
    status: 'approved',
    priority: 7,
    tags: ['insurance', 'legal'],
  },
  {
    question: 'How long does a tuning appointment take?',
    answer:
      'A standard stage 1 tune takes 2 to 3 hours, including a health check, reading the ECU, writing the new file and a test drive. Dyno runs before and after add about one hour.',
    languageCode: 'en',
    status: 'approved',
    priority: 5,
    tags: ['tuning'],
  },
  {
    question: 'Hur lång tid tar en motoroptimering?',
    answer:
      'En vanlig steg 1-optimering tar 2–3 timmar, inklusive hälsokontroll, avläsning av styrenheten, skrivning av den nya filen och provkörning. Mätning i effektbänk före och efter tar ungefär en timme till.',
    languageCode: 'sv',
    status: 'approved',
    priority: 5,
    tags: ['tuning'],
  },
  {
    question: 'Hvor finner jeg nærmeste forhandler?',
    answer:
      'Bruk forhandlersøket på nettsiden vår og søk på postnummer eller sted. Du kan også ringe kundestøtten, så setter vi deg i kontakt med en godkjent forhandler i nærheten.',
    languageCode: 'no',
    status: 'approved',
    priority: 6,
    tags: ['contact', 'dealer-program'],
  },
  {
    question: 'Hur hittar jag närmaste återförsäljare?',
    answer:
      'Använd återförsäljarsökningen på vår webbplats och sök på postnummer eller ort. Du kan också ringa kundsupporten, så hjälper vi dig att hitta en godkänd återförsäljare i närheten.',
    languageCode: 'sv',
    status: 'approved',
    priority: 6,
    tags: ['contact', 'dealer-program'],
  },
  {
    question: 'Can the original software be restored?',
    answer:
      'Yes. Our dealers keep a copy of the original ECU file for every vehicle they tune and can write it back at any time. Visit the dealer who did the tune, or contact support if that dealer has closed.',
    languageCode: 'en',
    status: 'approved',
    priority: 6,
    tags: ['tuning', 'ecu-files'],
  },
  {
    question: 'Kan originalprogramvaren legges tilbake?',
    answer:
      'Ja. Forhandlerne våre lagrer en kopi av den originale ECU-filen for hver bil de tuner, og kan skrive den tilbake når som helst. Ta kontakt med forhandleren som utførte jobben, eller med kundestøtten hvis forhandleren har lagt ned.',
    languageCode: 'no',
    status: 'approved',
    priority: 6,
    tags: ['tuning', 'ecu-files'],
  },
  {
    question: 'What payment methods do you accept?',
    answer:
      'Private customers pay the dealer directly by card, Vipps (Norway), Swish (Sweden) or MobilePay (Denmark), depending on the dealer. Dealers are invoiced by us with 30 days’ payment terms.',
    languageCode: 'en',
    status: 'approved',
    priority: 4,
    tags: ['payment'],
  },
  {
    question: 'Do you tune trucks and tractors?',
    answer:
      'Yes, many of our dealers tune vans, trucks and agricultural tractors. Ask your nearest dealer, since equipment and experience vary between workshops.',
    languageCode: 'en',
    status: 'pending_review',
    priority: 3,
    tags: ['tuning'],
  },
  {
    question: 'Hvor lang tid tar chiptuning?',
    answer:
      'En vanlig trinn 1-tuning tar to til tre timer med helsesjekk, lesing av styreenheten, skriving av ny fil og prøvetur. Måling i dynamometer før og etter tar omtrent én time ekstra.',
    languageCode: 'no',
    status: 'draft',
    priority: 5,
    tags: ['tuning'],
  },
]

const SUPPORT_ENTRIES: DemoKbEntry[] = [
  {
    question: 'How do I request an ECU file?',
    answer:
      "Log in to OptiFiles, choose 'New file request', enter the vehicle (make, model, engine code and ECU type), upload the original read and choose the tuning options. You get an e-mail when the modified file is ready, normally within one hour during file service hours.",
    languageCode: 'en',
    status: 'approved',
    priority: 9,
    tags: ['optifiles', 'ecu-files'],
  },
  {
    question: 'Hvordan bestiller jeg en ECU-fil?',
    answer:
      'Logg inn i OptiFiles, velg «Ny filforespørsel», fyll inn kjøretøyet (merke, modell, motorkode og ECU-type), last opp originalfilen og velg ønskede tuningvalg. Du får en e-post når den modifiserte filen er klar, normalt innen én time i filtjenestens åpningstid.',
    languageCode: 'no',
    status: 'approved',
    priority: 9,
    tags: ['optifiles', 'ecu-files'],
  },
  {
    question: 'Hur beställer jag en ECU-fil?',
    answer:
      'Logga in i OptiFiles, välj ”Ny filförfrågan”, ange fordonet (märke, modell, motorkod och ECU-typ), ladda upp originalfilen och välj önskade trimningsalternativ. Du får ett mejl när den modifierade filen är klar, normalt inom en timme under filtjänstens öppettider.',
    languageCode: 'sv',
    status: 'approved',
    priority: 9,
    tags: ['optifiles', 'ecu-files'],
  },
  {
    question: 'How do I reset my tool license?',
    answer:
      "Open OptiFlash Manager, go to Settings > License and click 'Reset license', then reconnect the tool with internet access. A license can be reset twice per 12 months; after that, contact support with the tool's serial number.",
    languageCode: 'en',
    status: 'approved',
    priority: 8,
    tags: ['license'],
  },
  {
    question: 'Hvordan tilbakestiller jeg lisensen på verktøyet?',
    answer:
      'Åpne OptiFlash Manager, gå til Innstillinger > Lisens og klikk «Tilbakestill lisens». Koble deretter til verktøyet igjen med internettilgang. Lisensen kan tilbakestilles to ganger per 12 måneder; deretter må du kontakte kundestøtten med serienummeret.',
    languageCode: 'no',
    status: 'approved',
    priority: 8,
    tags: ['license'],
  },
  {
    question: 'Hur återställer jag licensen för verktyget?',
    answer:
      'Öppna OptiFlash Manager, gå till Inställningar > Licens och klicka på ”Återställ licens”. Anslut sedan verktyget igen med internetåtkomst. Licensen kan återställas två gånger per tolvmånadersperiod; därefter behöver du kontakta supporten med verktygets serienummer.',
    languageCode: 'sv',
    status: 'approved',
    priority: 8,
    tags: ['license'],
  },
  {
    question: 'How do I buy OptiFiles credits?',
    answer:
      'Go to OptiFiles > Credits in the portal and choose a credit package. The credits are added to your account as soon as the payment is confirmed and are valid for 12 months.',
    languageCode: 'en',
    status: 'approved',
    priority: 7,
    tags: ['optifiles', 'credits'],
  },
  {
    question: 'Hvordan kjøper jeg OptiFiles-kreditter?',
    answer:
      'Gå til OptiFiles > Kreditter i portalen og velg en kredittpakke. Kredittene legges til kontoen så snart betalingen er bekreftet, og de er gyldige i 12 måneder.',
    languageCode: 'no',
    status: 'approved',
    priority: 7,
    tags: ['optifiles', 'credits'],
  },
  {
    question: 'Hur köper jag OptiFiles-krediter?',
    answer:
      'Gå till OptiFiles > Krediter i portalen och välj ett kreditpaket. Krediterna läggs till på kontot så snart betalningen har bekräftats och gäller i 12 månader.',
    languageCode: 'sv',
    status: 'approved',
    priority: 7,
    tags: ['optifiles', 'credits'],
  },
  {
    question: 'How many credits does a file cost?',
    answer:
      'A stage 1 file costs 1 credit and a stage 2 file costs 2 credits. Each extra option, such as a changed speed limiter or launch control, costs 0.5 credits. Revisions of the same file within 30 days are free.',
    languageCode: 'en',
    status: 'approved',
    priority: 7,
    tags: ['optifiles', 'credits'],
  },
  {
    question: 'Hvorfor er ikke filen min klar ennå?',
    answer:
      'De fleste filer leveres innen én time i filtjenestens åpningstid. Filer for sjeldne styreenheter eller uten gjenkjent originalfil kan ta opptil én virkedag. Du kan følge statusen under OptiFiles > Mine forespørsler.',
    languageCode: 'no',
    status: 'approved',
    priority: 6,
    tags: ['optifiles', 'ecu-files'],
  },
  {
    question: 'How do I request a file revision?',
    answer:
      "Open the request under OptiFiles > My requests and click 'Request revision'. Describe the problem and attach a datalog if you have one; revisions within 30 days are free of charge.",
    languageCode: 'en',
    status: 'approved',
    priority: 6,
    tags: ['optifiles', 'ecu-files'],
  },
  {
    question: 'Where can I find my invoices?',
    answer:
      'All invoices are under Account > Invoices in the portal, where you can download them as PDF. Dealers are invoiced monthly with 30 days’ payment terms.',
    languageCode: 'en',
    status: 'approved',
    priority: 6,
    tags: ['invoices', 'payment'],
  },
  {
    question: 'Hvor finner jeg fakturaene mine?',
    answer:
      'Alle fakturaer ligger under Konto > Fakturaer i portalen, der du kan laste dem ned som PDF. Forhandlere faktureres månedlig med 30 dagers betalingsfrist.',
    languageCode: 'no',
    status: 'approved',
    priority: 6,
    tags: ['invoices', 'payment'],
  },
  {
    question: 'Var hittar jag mina fakturor?',
    answer:
      'Alla fakturor finns under Konto > Fakturor i portalen, där du kan ladda ner dem som PDF. Återförsäljare faktureras månadsvis med 30 dagars betalningsvillkor.',
    languageCode: 'sv',
    status: 'approved',
    priority: 6,
    tags: ['invoices', 'payment'],
  },
  {
    question: 'What does the equipment warranty cover?',
    answer:
      'ECU programmers and diagnostic tools have a 24-month warranty from the delivery date. Dyno wear parts such as rollers and bearings have 12 months. Damage from misuse or from opening the tool is not covered.',
    languageCode: 'en',
    status: 'approved',
    priority: 7,
    tags: ['warranty'],
  },
  {
    question: 'Hva dekker garantien på utstyret?',
    answer:
      'ECU-programmerere og diagnoseverktøy har 24 måneders garanti fra leveringsdato. Slitedeler på dynamometeret, som ruller og lagre, har 12 måneders garanti. Skader etter feil bruk eller åpning av verktøyet dekkes ikke.',
    languageCode: 'no',
    status: 'approved',
    priority: 7,
    tags: ['warranty'],
  },
  {
    question: 'Vad täcker garantin på utrustningen?',
    answer:
      'ECU-programmerare och diagnosverktyg har 24 månaders garanti från leveransdatum. Slitdelar på effektbänken, som rullar och lager, har 12 månaders garanti. Skador som beror på felaktig användning eller på att verktyget har öppnats täcks inte.',
    languageCode: 'sv',
    status: 'approved',
    priority: 7,
    tags: ['warranty'],
  },
  {
    question: 'How do I send a tool in for warranty repair?',
    answer:
      'Create a warranty case (RMA) under Equipment in the portal with the serial number and a description of the fault. You receive a prepaid shipping label by e-mail; pack the tool in its original case and write the RMA number on the box.',
    languageCode: 'en',
    status: 'approved',
    priority: 6,
    tags: ['warranty', 'returns', 'shipping'],
  },
  {
    question: 'How fast do you ship orders?',
    answer:
      'Orders placed before 14:00 on a working day ship the same day from our warehouse in Oslo. Delivery normally takes 1–3 working days in Norway, Sweden and Denmark, and you get a tracking link by e-mail.',
    languageCode: 'en',
    status: 'approved',
    priority: 5,
    tags: ['shipping'],
  },
  {
    question: 'Hvordan sender jeg utstyr til reparasjon?',
    answer:
      'Opprett en reklamasjonssak under Utstyr i portalen med serienummer og feilbeskrivelse. Du får en forhåndsbetalt fraktetikett på e-post; pakk verktøyet i originalkofferten og merk esken med saksnummeret.',
    languageCode: 'no',
    status: 'pending_review',
    priority: 5,
    tags: ['warranty', 'returns', 'shipping'],
  },
  {
    question: 'How do I add a colleague to the portal?',
    answer:
      'Ask your dealer manager or our support team to send an invitation to your colleague’s e-mail address. The colleague opens the link in the e-mail, chooses a password and is linked to your dealer automatically.',
    languageCode: 'en',
    status: 'draft',
    priority: 4,
    tags: ['portal'],
  },
]

const TECHNICAL_ENTRIES: DemoKbEntry[] = [
  {
    question: 'Is it legal to remove the DPF or EGR?',
    answer:
      'No. Removing or disabling the DPF, EGR or other emission equipment on a road-registered vehicle is illegal in Norway, Sweden and Denmark, and the vehicle will fail the periodic inspection. We only deliver such solutions for vehicles documented for motorsport or off-road use, and that documentation must be attached to the request.',
    languageCode: 'en',
    status: 'approved',
    priority: 10,
    tags: ['legal', 'emissions'],
  },
  {
    question: 'Er det lov å fjerne DPF eller EGR?',
    answer:
      'Nei. Det er ulovlig å fjerne eller koble ut DPF, EGR eller annet utslippsutstyr på registrerte kjøretøy i Norge, Sverige og Danmark, og bilen vil ikke bestå EU-kontrollen. Vi leverer slike løsninger kun for kjøretøy som er dokumentert brukt til motorsport eller utenfor offentlig vei, og dokumentasjonen må legges ved bestillingen.',
    languageCode: 'no',
    status: 'approved',
    priority: 10,
    tags: ['legal', 'emissions'],
  },
  {
    question: 'Är det lagligt att ta bort DPF eller EGR?',
    answer:
      'Nej. Det är olagligt att ta bort eller koppla ur DPF, EGR eller annan avgasrening på registrerade fordon i Norge, Sverige och Danmark, och fordonet blir inte godkänt vid besiktningen. Vi levererar sådana lösningar endast för fordon som är dokumenterade för motorsport eller användning utanför allmän väg, och dokumentationen måste bifogas beställningen.',
    languageCode: 'sv',
    status: 'approved',
    priority: 10,
    tags: ['legal', 'emissions'],
  },
  {
    question: 'How often should the dyno be calibrated?',
    answer:
      'We recommend a load cell calibration every 12 months and after the dyno has been moved or the load cell replaced. Check the roller speed sensors and the weather station every month; the procedure is in chapter 7 of the service manual.',
    languageCode: 'en',
    status: 'approved',
    priority: 8,
    tags: ['dyno', 'calibration'],
  },
  {
    question: 'Hvor ofte bør dynamometeret kalibreres?',
    answer:
      'Vi anbefaler kalibrering av lastcellen hver 12. måned og etter at dynoen er flyttet eller lastcellen byttet. Kontroller hastighetssensorene og værstasjonen hver måned; fremgangsmåten står i kapittel 7 i servicehåndboken.',
    languageCode: 'no',
    status: 'approved',
    priority: 8,
    tags: ['dyno', 'calibration'],
  },
  {
    question: 'Hur ofta ska effektbänken kalibreras?',
    answer:
      'Vi rekommenderar kalibrering av lastcellen var tolfte månad och efter att bänken har flyttats eller lastcellen bytts. Kontrollera hastighetsgivarna och väderstationen varje månad; arbetsgången finns i kapitel 7 i servicehandboken.',
    languageCode: 'sv',
    status: 'approved',
    priority: 8,
    tags: ['dyno', 'calibration'],
  },
  {
    question: 'The flash failed halfway. How do I recover the ECU?',
    answer:
      "Do not switch off the ignition or disconnect the tool. Restart the write from the tool's recovery menu with the original file; if the ECU no longer answers over OBD, remove it and recover it on the bench in boot mode.",
    languageCode: 'en',
    status: 'approved',
    priority: 9,
    tags: ['flashing', 'ecu-files'],
  },
  {
    question: 'Flashingen stoppet midt i. Hvordan redder jeg styreenheten?',
    answer:
      'Ikke slå av tenningen og ikke koble fra verktøyet. Start skrivingen på nytt fra gjenopprettingsmenyen i verktøyet med originalfilen. Svarer ikke styreenheten lenger via OBD, må den demonteres og gjenopprettes på benk i boot-modus.',
    languageCode: 'no',
    status: 'approved',
    priority: 9,
    tags: ['flashing', 'ecu-files'],
  },
  {
    question: 'Skrivningen avbröts halvvägs. Hur räddar jag styrenheten?',
    answer:
      'Slå inte av tändningen och koppla inte ur verktyget. Starta om skrivningen från verktygets återställningsmeny med originalfilen. Om styrenheten inte längre svarar via OBD måste den demonteras och återställas i bänkläge (boot-läge).',
    languageCode: 'sv',
    status: 'approved',
    priority: 9,
    tags: ['flashing', 'ecu-files'],
  },
  {
    question: 'What battery voltage is needed while flashing?',
    answer:
      'Keep the supply between 13.0 and 14.2 V for the whole read and write. Always connect a stabilised battery charger or power supply of at least 30 A; a voltage drop below 12 V is the most common cause of failed flashes.',
    languageCode: 'en',
    status: 'approved',
    priority: 8,
    tags: ['flashing'],
  },
  {
    question: 'Hvilken spenning trenger jeg under flashing?',
    answer:
      'Hold spenningen mellom 13,0 og 14,2 V under hele lesingen og skrivingen. Koble alltid til en stabilisert batterilader eller strømforsyning på minst 30 A; spenningsfall under 12 V er den vanligste årsaken til mislykket flashing.',
    languageCode: 'no',
    status: 'approved',
    priority: 8,
    tags: ['flashing'],
  },
  {
    question: 'Vilken spänning behövs vid skrivning av styrenheten?',
    answer:
      'Håll spänningen mellan 13,0 och 14,2 V under hela läsningen och skrivningen. Anslut alltid en stabiliserad batteriladdare eller ett nätaggregat på minst 30 A; spänningsfall under 12 V är den vanligaste orsaken till misslyckade skrivningar.',
    languageCode: 'sv',
    status: 'approved',
    priority: 8,
    tags: ['flashing'],
  },
  {
    question: 'Does OptiFlash correct checksums automatically?',
    answer:
      "Yes, OptiFlash corrects checksums for all supported ECUs when it writes a file. For files from other sources, run 'Verify checksum' before writing, and never write a file the tool reports as unsupported.",
    languageCode: 'en',
    status: 'approved',
    priority: 7,
    tags: ['flashing', 'ecu-files'],
  },
  {
    question: 'How do I update the diagnostic tool software?',
    answer:
      'Connect the tool to Wi-Fi, open Settings > Update and install all available updates with the tool on its charger. Updates require an active software subscription; the expiry date is shown under Settings > About.',
    languageCode: 'en',
    status: 'approved',
    priority: 7,
    tags: ['diagnostics', 'updates'],
  },
  {
    question: 'Hur uppdaterar jag diagnosverktyget?',
    answer:
      'Anslut verktyget till wifi, öppna Inställningar > Uppdatering och installera alla tillgängliga uppdateringar med verktyget i laddaren. Uppdateringar kräver ett aktivt programvaruabonnemang; slutdatumet visas under Inställningar > Om.',
    languageCode: 'sv',
    status: 'approved',
    priority: 7,
    tags: ['diagnostics', 'updates'],
  },
  {
    question: 'Hvordan oppdaterer jeg diagnoseverktøyet?',
    answer:
      'Koble verktøyet til wifi, åpne Innstillinger > Oppdatering og installer alle tilgjengelige oppdateringer mens verktøyet står i laderen. Oppdateringer krever et aktivt programvareabonnement; utløpsdatoen vises under Innstillinger > Om.',
    languageCode: 'no',
    status: 'approved',
    priority: 7,
    tags: ['diagnostics', 'updates'],
  },
  {
    question: 'How often must the emission tester be calibrated?',
    answer:
      'Calibrate the gas analyser with certified calibration gas every 12 months and run a leak test every day before use. Replace the filters and the water separator at the intervals given in the user manual.',
    languageCode: 'en',
    status: 'approved',
    priority: 6,
    tags: ['emissions', 'calibration'],
  },
  {
    question: 'Hvor ofte må avgassmåleren kalibreres?',
    answer:
      'Avgassmåleren skal kalibreres med sertifisert kalibreringsgass hver 12. måned, og lekkasjetest bør kjøres hver dag før bruk. Bytt filtre og vannutskiller etter intervallene i brukerhåndboken.',
    languageCode: 'no',
    status: 'approved',
    priority: 6,
    tags: ['emissions', 'calibration'],
  },
  {
    question: 'Which correction standard should I use on dyno reports?',
    answer:
      'Use DIN 70020 or EC 80/1269 for customer reports so results are comparable between workshops. Always print the standard, ambient temperature and air pressure on the report.',
    languageCode: 'en',
    status: 'pending_review',
    priority: 5,
    tags: ['dyno'],
  },
  {
    question: 'Can I read a Bosch MG1 ECU over OBD?',
    answer:
      'Most MG1 and MD1 ECUs must be unlocked on the bench before the first OBD read or write. Follow the unlock guide for the vehicle in OptiFlash; after unlocking, later writes can be done over OBD.',
    languageCode: 'en',
    status: 'draft',
    priority: 5,
    tags: ['flashing', 'ecu-files'],
  },
]

export const DEMO_BOTS: DemoBot[] = [
  {
    name: 'Customer Assistant',
    type: 'customer',
    description:
      'Answers vehicle owners and prospective dealers about tuning, warranty, insurance and finding a dealer.',
    purpose:
      'First-line answers for end customers and prospective dealers, in Norwegian, Swedish and English.',
    translations: {
      no: {
        name: 'Kundeassistent',
        description:
          'Svarer bileiere og mulige forhandlere om tuning, garanti, forsikring og hvordan de finner en forhandler.',
      },
      sv: {
        name: 'Kundassistent',
        description:
          'Svarar bilägare och blivande återförsäljare om trimning, garanti, försäkring och hur de hittar en återförsäljare.',
      },
    },
    platformChannel: 'web',
    isActive: true,
    requiredRoles: [],
    systemPrompt:
      'You are the Customer Assistant for a Nordic network of ECU tuning and workshop equipment dealers. Answer briefly and politely in the language of the question, using only the approved knowledge. Never give advice that breaks emission or road-safety rules. If you are not sure, offer to pass the question to a human.',
    customInstructions: 'Refer customers to their nearest dealer for prices and appointments.',
    toneSettings: { tone: 'friendly', style: 'helpful', personality: 'friendly' },
    escalationRules: {
      confidence_threshold: 0.5,
      escalation_keywords: ['complaint', 'klage', 'reklamation', 'refund'],
      auto_escalate: true,
      keyword_sensitivity: 'medium',
      require_both_conditions: false,
    },
    knowledgeBase: {
      name: 'Customer Assistant knowledge',
      description: 'Questions from vehicle owners and prospective dealers.',
      entries: CUSTOMER_ENTRIES,
    },
  },
  {
    name: 'Support Assistant',
    type: 'support',
    description: 'Helps dealers with OptiFiles, credits, invoices, licenses, warranty cases and shipping.',
    purpose: 'Day-to-day dealer support, so the support team can focus on the cases that need a person.',
    translations: {
      no: {
        name: 'Støtteassistent',
        description:
          'Hjelper forhandlere med OptiFiles, kreditter, fakturaer, lisenser, garantisaker og frakt.',
      },
      sv: {
        name: 'Supportassistent',
        description:
          'Hjälper återförsäljare med OptiFiles, krediter, fakturor, licenser, garantiärenden och frakt.',
      },
    },
    platformChannel: 'web',
    isActive: true,
    requiredRoles: ['support_agent', 'trainer', 'admin', 'super_admin', 'dealer_user', 'dealer_manager'],
    systemPrompt:
      'You are the Support Assistant for dealers in the network. Answer questions about OptiFiles, credits, invoices, tool licenses, warranty and shipping using the approved knowledge, in the language of the question. Escalate billing disputes and anything you cannot answer with confidence to the support team.',
    customInstructions: 'Always ask for the tool serial number when the question is about a specific tool.',
    toneSettings: { tone: 'professional', style: 'concise', personality: 'calm' },
    escalationRules: {
      confidence_threshold: 0.5,
      escalation_keywords: ['refund', 'chargeback', 'kreditnota', 'kreditfaktura'],
      auto_escalate: true,
      keyword_sensitivity: 'medium',
      require_both_conditions: false,
    },
    knowledgeBase: {
      name: 'Support Assistant knowledge',
      description: 'Dealer support: OptiFiles, credits, invoices, licenses, warranty and shipping.',
      entries: SUPPORT_ENTRIES,
    },
  },
  {
    name: 'Technical Assistant',
    type: 'technical',
    description:
      'Technical help with flashing, ECU recovery, dyno and emission tester calibration, and diagnostic tools.',
    purpose: 'Workshop-level technical answers for technicians, trainers and dealer managers.',
    translations: {
      no: {
        name: 'Teknisk assistent',
        description:
          'Teknisk hjelp med flashing, gjenoppretting av ECU, kalibrering av dyno og avgasstester, og diagnoseverktøy.',
      },
      sv: {
        name: 'Teknisk assistent',
        description:
          'Teknisk hjälp med flashning, återställning av ECU, kalibrering av dyno och avgastestare, samt diagnosverktyg.',
      },
    },
    platformChannel: 'web',
    isActive: true,
    requiredRoles: ['technical_specialist', 'admin', 'super_admin', 'trainer', 'dealer_manager'],
    systemPrompt:
      'You are the Technical Assistant for tuning workshops. Give precise, step-by-step technical answers in the language of the question, based only on the approved knowledge. Put safety first: stable power while flashing, never disable emission equipment on road vehicles. Escalate to a technical specialist when a vehicle may be damaged.',
    customInstructions: 'Mention the relevant chapter of the service manual when there is one.',
    toneSettings: { tone: 'professional', style: 'detailed', personality: 'serious' },
    escalationRules: {
      confidence_threshold: 0.6,
      escalation_keywords: ['bricked', 'no communication', 'ingen kommunikasjon', 'ingen kommunikation'],
      auto_escalate: true,
      keyword_sensitivity: 'medium',
      require_both_conditions: false,
    },
    knowledgeBase: {
      name: 'Technical Assistant knowledge',
      description: 'Flashing, ECU recovery, calibration of dynos and emission testers, diagnostic tools.',
      entries: TECHNICAL_ENTRIES,
    },
  },
]
