import { createIcon } from './createIcon';

export const CartIcon = /* @__PURE__ */ createIcon(
  'cart',
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.6l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
  </>,
);
export const SearchIcon = /* @__PURE__ */ createIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);
export const UserIcon = /* @__PURE__ */ createIcon(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const HeartIcon = /* @__PURE__ */ createIcon(
  'heart',
  <>
    <path d="M12 20s-7.5-4.6-9.2-9.4C1.7 7.4 3.8 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.4 0 5.5 3.4 4.4 6.6C19.5 15.4 12 20 12 20z" />
  </>,
);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(
  'chevron-left',
  <>
    <path d="m15 18-6-6 6-6" />
  </>,
);
export const ChevronRightIcon = /* @__PURE__ */ createIcon(
  'chevron-right',
  <>
    <path d="m9 18 6-6-6-6" />
  </>,
);
export const ChevronUpIcon = /* @__PURE__ */ createIcon(
  'chevron-up',
  <>
    <path d="m18 15-6-6-6 6" />
  </>,
);
export const ChevronDownIcon = /* @__PURE__ */ createIcon(
  'chevron-down',
  <>
    <path d="m6 9 6 6 6-6" />
  </>,
);
export const ArrowLeftIcon = /* @__PURE__ */ createIcon(
  'arrow-left',
  <>
    <path d="M19 12H5m6-6-6 6 6 6" />
  </>,
);
export const ArrowRightIcon = /* @__PURE__ */ createIcon(
  'arrow-right',
  <>
    <path d="M5 12h14m-6-6 6 6-6 6" />
  </>,
);
export const CloseIcon = /* @__PURE__ */ createIcon(
  'close',
  <>
    <path d="M18 6 6 18M6 6l12 12" />
  </>,
);
export const PlusIcon = /* @__PURE__ */ createIcon(
  'plus',
  <>
    <path d="M12 5v14M5 12h14" />
  </>,
);
export const MinusIcon = /* @__PURE__ */ createIcon(
  'minus',
  <>
    <path d="M5 12h14" />
  </>,
);
export const TrashIcon = /* @__PURE__ */ createIcon(
  'trash',
  <>
    <path d="M4 7h16m-10 4v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
);
export const StoreIcon = /* @__PURE__ */ createIcon(
  'store',
  <>
    <path d="m3 9 1.5-5h15L21 9" />
    <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
    <path d="M5 12v8h14v-8m-9 8v-5h4v5" />
  </>,
);
export const TruckIcon = /* @__PURE__ */ createIcon(
  'truck',
  <>
    <path d="M3 6h11v10H3zm11 3h4l3 3.5V16h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);
export const CardIcon = /* @__PURE__ */ createIcon(
  'card',
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </>,
);
export const CashIcon = /* @__PURE__ */ createIcon(
  'cash',
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5m12-5v5" />
  </>,
);
export const MapPinIcon = /* @__PURE__ */ createIcon(
  'map-pin',
  <>
    <path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const ClockIcon = /* @__PURE__ */ createIcon(
  'clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const CalendarIcon = /* @__PURE__ */ createIcon(
  'calendar',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4m8-4v4" />
  </>,
);
export const CheckIcon = /* @__PURE__ */ createIcon(
  'check',
  <>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </>,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5" />
    <circle cx="12" cy="7.75" r="1.1" fill="currentColor" stroke="none" />
  </>,
);
export const WarningIcon = /* @__PURE__ */ createIcon(
  'warning',
  <>
    <path d="M10.3 4.2 2.6 17.6a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5V14" />
    <circle cx="12" cy="17" r="1.1" fill="currentColor" stroke="none" />
  </>,
);
export const GlobeIcon = /* @__PURE__ */ createIcon(
  'globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
  </>,
);
export const PhoneIcon = /* @__PURE__ */ createIcon(
  'phone',
  <>
    <path d="M5 3.5h3.5l1.7 4.3L8 9.2a11 11 0 0 0 6.8 6.8l1.4-2.2 4.3 1.7V19a2 2 0 0 1-2.2 2A17 17 0 0 1 3 5.7a2 2 0 0 1 2-2.2z" />
  </>,
);
export const MenuIcon = /* @__PURE__ */ createIcon(
  'menu',
  <>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </>,
);
export const FilterIcon = /* @__PURE__ */ createIcon(
  'filter',
  <>
    <path d="M3.5 5h17l-6.5 8v6l-4-2v-4z" />
  </>,
);
export const SortIcon = /* @__PURE__ */ createIcon(
  'sort',
  <>
    <path d="M7 4v16m-3.5-3.5L7 20l3.5-3.5M17 20V4m-3.5 3.5L17 4l3.5 3.5" />
  </>,
);
export const ShareIcon = /* @__PURE__ */ createIcon(
  'share',
  <>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4.1m-7.6 6.5 7.6 4.1" />
  </>,
);
export const HomeIcon = /* @__PURE__ */ createIcon(
  'home',
  <>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v11h13V9m-8.5 11v-6h4v6" />
  </>,
);
export const BoltIcon = /* @__PURE__ */ createIcon(
  'bolt',
  <>
    <path d="M13 2.5 4.5 13.5H12l-1 8 8.5-11H12z" />
  </>,
);
export const StarIcon = /* @__PURE__ */ createIcon(
  'star',
  <>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
  </>,
);
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(
  'external-link',
  <>
    <path d="M14 4h6v6m0-6-9 9m7 1v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
);
export const TagIcon = /* @__PURE__ */ createIcon(
  'tag',
  <>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);
export const PackageIcon = /* @__PURE__ */ createIcon(
  'package',
  <>
    <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
  </>,
);
export const GridIcon = /* @__PURE__ */ createIcon(
  'grid',
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>,
);
export const ImageIcon = /* @__PURE__ */ createIcon(
  'image',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="9.5" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </>,
);
export const EditIcon = /* @__PURE__ */ createIcon(
  'edit',
  <>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
export const LockIcon = /* @__PURE__ */ createIcon(
  'lock',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5v-3a4 4 0 0 1 8 0v3" />
  </>,
);
export const LogoutIcon = /* @__PURE__ */ createIcon(
  'logout',
  <>
    <path d="M9 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4m7 12 4-4-4-4m4 4H10" />
  </>,
);
