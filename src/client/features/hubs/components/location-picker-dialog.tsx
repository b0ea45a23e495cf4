/**
 * Location picker dialog (spec 001 §2.12, §3 "Location pick", §5, §8): an address (required after
 * trimming) plus coordinates [longitude, latitude]. "Use my location" asks the browser (high accuracy,
 * 10 s timeout); without it the default coordinates 77.209, 28.6139 (New Delhi) are used.
 */
import { useId, useState, type FormEvent } from 'react';
import { LocateFixed, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { DEFAULT_COORDINATES, type Location } from '@/contract/hubs';
import { currentCoordinates, GeolocationProblem, type GeolocationProblemKind } from '../lib/geolocation';

/** A picked location: the trimmed address and WGS84 `[longitude, latitude]` in degrees. */
export type PickedLocation = Location;

interface LocationPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location chosen earlier, to edit; null starts empty with the default coordinates. */
  value: PickedLocation | null;
  onSelect: (location: PickedLocation) => void;
}

export function LocationPickerDialog({ open, onOpenChange, value, onSelect }: LocationPickerDialogProps) {
  const { t } = useTranslation('hubs');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('location.title')}</DialogTitle>
          <DialogDescription>{t('location.description')}</DialogDescription>
        </DialogHeader>
        {/* Remounted on each opening so it starts from the current value. */}
        {open && (
          <LocationPickerForm value={value} onSelect={onSelect} onCancel={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface LocationPickerFormProps {
  value: PickedLocation | null;
  onSelect: (location: PickedLocation) => void;
  onCancel: () => void;
}

/** The address and coordinates; submitting needs an address and picks the coordinates or the default. */
function LocationPickerForm({ value, onSelect, onCancel }: LocationPickerFormProps) {
  const { t } = useTranslation('hubs');
  const id = useId();
  const [address, setAddress] = useState(value?.address ?? '');
  const [coordinates, setCoordinates] = useState<[number, number] | null>(
    value && !isDefault(value.coordinates) ? value.coordinates : null,
  );
  const [addressMissing, setAddressMissing] = useState(false);
  const [gpsProblem, setGpsProblem] = useState<GeolocationProblemKind | null>(null);
  const [locating, setLocating] = useState(false);

  async function locate() {
    setLocating(true);
    setGpsProblem(null);
    try {
      setCoordinates(await currentCoordinates());
    } catch (err) {
      setGpsProblem(err instanceof GeolocationProblem ? err.problem : 'unknown');
    } finally {
      setLocating(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation(); // the create-hub form around this portal must not submit too
    const trimmed = address.trim();
    if (!trimmed) {
      setAddressMissing(true);
      return;
    }
    onSelect({ address: trimmed, coordinates: coordinates ?? DEFAULT_COORDINATES });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-address`}>{t('location.address')}</Label>
        <Input
          id={`${id}-address`}
          value={address}
          autoComplete="street-address"
          placeholder={t('location.addressPlaceholder')}
          aria-invalid={addressMissing}
          aria-describedby={addressMissing ? `${id}-address-error` : undefined}
          onChange={(e) => {
            setAddress(e.target.value);
            if (addressMissing) setAddressMissing(false);
          }}
        />
        {addressMissing && (
          <p id={`${id}-address-error`} className="text-destructive text-sm">
            {t('location.addressRequired')}
          </p>
        )}
      </div>

      <GpsCoordinates
        coordinates={coordinates}
        locating={locating}
        problem={gpsProblem}
        onLocate={() => void locate()}
      />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit">{t('location.use')}</Button>
      </DialogFooter>
    </form>
  );
}

interface GpsCoordinatesProps {
  /** the browser's coordinates [longitude, latitude], or null for the default ones */
  coordinates: [number, number] | null;
  locating: boolean;
  problem: GeolocationProblemKind | null;
  onLocate: () => void;
}

/** 'Use my location', the coordinates that will be used, and why the browser gave none. */
function GpsCoordinates({ coordinates, locating, problem, onLocate }: GpsCoordinatesProps) {
  const { t } = useTranslation('hubs');
  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" onClick={onLocate} disabled={locating}>
        {locating ? <Spinner aria-label={t('location.finding')} /> : <LocateFixed aria-hidden />}
        {locating ? t('location.findingText') : t('location.useMine')}
      </Button>
      <p className="text-muted-foreground flex items-start gap-1.5 text-sm" aria-live="polite">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
        {coordinates
          ? t('location.usingYours', { coordinates: formatCoordinates(coordinates) })
          : t('location.usingDefault', { coordinates: formatCoordinates(DEFAULT_COORDINATES) })}
      </p>
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {t(`location.problem.${problem}`)}
        </p>
      )}
    </div>
  );
}

function isDefault([lng, lat]: [number, number]): boolean {
  return lng === DEFAULT_COORDINATES[0] && lat === DEFAULT_COORDINATES[1];
}

/** `28.6139° N, 77.2090° E` style text from [longitude, latitude]. */
export function formatCoordinates([lng, lat]: [number, number]): string {
  const ns = lat >= 0 ? 'N' : 'S';
  const ew = lng >= 0 ? 'E' : 'W';
  return `${Math.abs(lat).toFixed(4)}° ${ns}, ${Math.abs(lng).toFixed(4)}° ${ew}`;
}
