/**
 * The demo's brands, outlets and logins as plain data (docs/architecture.md, Demo data); seed/demo.ts writes
 * them. README.md prints the logins, and the browser tests sign in with them.
 */
export type Country = 'SG' | 'MY' | 'HK' | 'TW';

/** The demo logins README.md prints (the acceptance tests use them too). */
export const DEMO_USER_LOGINS = [
  {
    email: 'owner@jadegarden.sg',
    password: 'host-demo-2026',
    who: 'merchant: both Jade Garden outlets and Mawar Bangsar',
    displayName: 'Jade Garden Owner',
    outletCodes: ['JG-ORCHARD', 'JG-TPAGAR', 'MW-BANGSAR'],
  },
  // Support staff reach every brand by their email's domain (INTERNAL_EMAIL_DOMAIN), not by outlets of their own.
  {
    email: 'support@host.internal',
    password: 'host-support-2026',
    who: 'support staff: every brand, with impersonation',
    displayName: 'Host Support',
    outletCodes: [],
  },
] as const;

export interface DemoBrand {
  key: string;
  brandName: string;
  brandShortName: string;
  countryCode: Country;
  timezone: string;
  routeToHostv3: boolean;
  offerHostv3: boolean;
  /** Taiwan's brand shows the floor without combinations, and takes no payment requests. */
  isEnableTableCombination: boolean;
  isEnablePaymentRequest: boolean;
  enableGoogleBooking: boolean;
  /** the outlets' automated reminder calls (Singapore only) */
  enableAutomatedCall: boolean;
  outlets: Array<{
    key: string;
    outletName: string;
    code: string;
    pin: string;
    reserveChannelStatus?: string;
    /** features its plan leaves off, with what the merchant must do (issue 15: seen on /settings) */
    featuresOff?: Array<{ featureCode: string; actionsRequired: string[] }>;
    address: string;
    postalCode: string;
    city: string;
    state: string | null;
    lat: number;
    lng: number;
    phone: string;
  }>;
}

/**
 * What a demo brand is unless it says otherwise: on Host v3, with table combinations and payment requests, without
 * Google bookings or automated calls. Each brand below lists only where it differs.
 */
const BRAND_DEFAULTS = {
  routeToHostv3: true,
  offerHostv3: false,
  isEnableTableCombination: true,
  isEnablePaymentRequest: true,
  enableGoogleBooking: false,
  enableAutomatedCall: false,
} satisfies Partial<DemoBrand>;

export const DEMO_BRANDS: DemoBrand[] = [
  {
    key: 'jade-garden',
    brandName: 'Jade Garden',
    brandShortName: 'JG',
    countryCode: 'SG',
    timezone: 'Asia/Singapore',
    ...BRAND_DEFAULTS,
    enableGoogleBooking: true,
    enableAutomatedCall: true,
    outlets: [
      {
        key: 'orchard',
        outletName: 'Jade Garden Orchard',
        code: 'JG-ORCHARD',
        pin: '2468',
        address: '391 Orchard Road, #05-12',
        postalCode: '238872',
        city: 'Singapore',
        state: null,
        lat: 1.3025,
        lng: 103.8345,
        phone: '+65 6734 8821',
      },
      {
        key: 'tanjong-pagar',
        outletName: 'Jade Garden Tanjong Pagar',
        code: 'JG-TPAGAR',
        pin: '1357',
        address: '7 Wallich Street, #02-04',
        postalCode: '078884',
        city: 'Singapore',
        state: null,
        lat: 1.2765,
        lng: 103.8455,
        phone: '+65 6221 4402',
      },
    ],
  },
  {
    key: 'mawar',
    brandName: 'Mawar',
    brandShortName: 'MW',
    countryCode: 'MY',
    timezone: 'Asia/Kuala_Lumpur',
    ...BRAND_DEFAULTS,
    outlets: [
      {
        key: 'bangsar',
        outletName: 'Mawar Bangsar',
        code: 'MW-BANGSAR',
        pin: '8642',
        featuresOff: [
          { featureCode: 'PAYMENT_REQUEST', actionsRequired: ['CONNECT_PAYMENT_ACCOUNT', 'ACCEPT_PAYMENT_TERMS'] },
          { featureCode: 'TABLE_COMBINATION', actionsRequired: ['UPGRADE_PLAN'] },
        ],
        address: '21 Jalan Telawi 3, Bangsar Baru',
        postalCode: '59100',
        city: 'Kuala Lumpur',
        state: 'Wilayah Persekutuan',
        lat: 3.1318,
        lng: 101.6711,
        phone: '+60 3-2282 1180',
      },
      {
        key: 'penang',
        outletName: 'Mawar Penang',
        code: 'MW-PENANG',
        pin: '9090',
        reserveChannelStatus: 'not_setup',
        address: '88 Lebuh Armenian',
        postalCode: '10200',
        city: 'George Town',
        state: 'Pulau Pinang',
        lat: 5.4145,
        lng: 100.3375,
        phone: '+60 4-261 7730',
      },
    ],
  },
  {
    key: 'harbour-dim-sum',
    brandName: 'Harbour Dim Sum',
    brandShortName: 'HD',
    countryCode: 'HK',
    timezone: 'Asia/Hong_Kong',
    ...BRAND_DEFAULTS,
    outlets: [
      {
        key: 'central',
        outletName: 'Harbour Dim Sum Central',
        code: 'HD-CENTRAL',
        pin: '9753',
        address: "3/F, 18 Queen's Road Central",
        postalCode: '',
        city: 'Hong Kong',
        state: null,
        lat: 22.2819,
        lng: 114.158,
        phone: '+852 2523 9911',
      },
    ],
  },
  {
    key: 'lins-noodle-bar',
    brandName: "Lin's Noodle Bar",
    brandShortName: 'LN',
    countryCode: 'TW',
    timezone: 'Asia/Taipei',
    ...BRAND_DEFAULTS,
    isEnableTableCombination: false,
    isEnablePaymentRequest: false,
    outlets: [
      {
        key: 'daan',
        outletName: "Lin's Noodle Bar Da'an",
        code: 'LN-DAAN',
        pin: '1470',
        address: '大安區永康街 12 號',
        postalCode: '106',
        city: 'Taipei',
        state: null,
        lat: 25.0327,
        lng: 121.5297,
        phone: '+886 2 2321 5566',
      },
    ],
  },
  {
    key: 'kopi-classic',
    brandName: 'Kopi Classic',
    brandShortName: 'KC',
    countryCode: 'SG',
    timezone: 'Asia/Singapore',
    ...BRAND_DEFAULTS,
    routeToHostv3: false,
    offerHostv3: true,
    enableGoogleBooking: true,
    enableAutomatedCall: true,
    outlets: [
      {
        key: 'tiong-bahru',
        outletName: 'Kopi Classic Tiong Bahru',
        code: 'KC-TIONGBAHRU',
        pin: '3690',
        address: '55 Tiong Bahru Road, #01-21',
        postalCode: '160055',
        city: 'Singapore',
        state: null,
        lat: 1.2841,
        lng: 103.8318,
        phone: '+65 6225 0312',
      },
    ],
  },
];

/** The demo outlet logins README.md prints, from the seed itself (hidden outlets left out). */
export const DEMO_OUTLET_LOGINS = DEMO_BRANDS.flatMap((brand) =>
  brand.outlets
    .filter((o) => !o.reserveChannelStatus)
    .map((o) => ({ brand: brand.brandName, outlet: o.outletName, code: o.code, pin: o.pin })),
);
