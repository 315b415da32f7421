interface DeviceFacts {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/**
 * iPhone, iPad and iPod, including iPads that present themselves as a Mac: there the app is
 * installed through Share → Add to Home Screen, without an install prompt.
 */
export function isIosDevice({
  userAgent,
  platform = '',
  maxTouchPoints = 0,
}: DeviceFacts): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  return platform === 'MacIntel' && maxTouchPoints > 1;
}

/** Whether the storefront runs as an installed app. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
