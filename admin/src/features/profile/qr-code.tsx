import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Skeleton } from '@admin/components/ui/states';

/** The otpauth URI as a QR code image. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!src) return <Skeleton className="h-48 w-48" />;
  return (
    <img
      src={src}
      alt={label}
      width={192}
      height={192}
      className="h-48 w-48 rounded-lg border border-ink-200 bg-white p-2"
      data-testid="totp-qr"
    />
  );
}
