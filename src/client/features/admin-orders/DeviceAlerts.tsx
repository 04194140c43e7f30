import { useEffect, useId, useState } from 'react';
import { usePushSettings } from '#client/api/admin-push.ts';
import { useRemoveDevice } from '#client/api/admin-push-remove.ts';
import { useSaveSubscription } from '#client/api/admin-push-subscribe.ts';
import {
  PANEL_CLASS,
  PRIMARY_BUTTON_CLASS,
  SECONDARY_BUTTON_CLASS,
  SMALL_BUTTON,
} from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { toast } from '#client/lib/toast.ts';
import {
  type AlertSupport,
  alertSupport,
  currentSubscription,
  PermissionDenied,
  subscribeThisDevice,
} from './device-alerts.ts';
import { isChimeOn, playChime, setChimeOn } from './use-admin-app.ts';

/**
 * "Alert me on this device" (docs/decisions/140): turns Web Push on or off for this browser, lists
 * the admin's other devices with a way to remove each, and the chime for open admin pages.
 */
export function DeviceAlerts() {
  const m = useMessages();
  const words = m.deviceAlerts;
  const language = useLanguage();
  const settings = usePushSettings();
  const save = useSaveSubscription();
  const remove = useRemoveDevice();
  const chimeId = useId();
  // Known only in the browser, after hydration: the server renders the panel waiting.
  const [support, setSupport] = useState<AlertSupport | null>(null);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [isWorking, setWorking] = useState(false);
  const [isChime, setChime] = useState(false);

  useEffect(() => {
    setSupport(alertSupport());
    setChime(isChimeOn());
    currentSubscription()
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);

  const devices = settings.data?.devices ?? [];
  const isOn = endpoint !== null && devices.some((d) => d.endpoint === endpoint);
  const isBusy = isWorking || support === null || settings.isPending;

  const turnOn = async () => {
    const publicKey = settings.data?.publicKey;
    if (!publicKey) return;
    setWorking(true);
    try {
      const subscription = await subscribeThisDevice(publicKey);
      await save.mutateAsync({ ...subscription, language });
      setEndpoint(subscription.endpoint);
      toast.success(words.turnedOn);
    } catch (error) {
      console.warn('Turning alerts on failed.', error);
      toast.error(error instanceof PermissionDenied ? words.denied : words.failed);
    } finally {
      setWorking(false);
    }
  };

  const turnOff = async () => {
    setWorking(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await remove.mutateAsync({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setEndpoint(null);
      toast.success(words.turnedOff);
    } catch (error) {
      console.warn('Turning alerts off failed.', error);
      toast.error(words.failed);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section aria-labelledby={`${chimeId}-title`} className={`${PANEL_CLASS} flex flex-col gap-4`}>
      <h2 id={`${chimeId}-title`} className="font-display text-xl text-gold">
        {words.title}
      </h2>
      <p className="text-sm text-ink-soft">{words.intro}</p>
      {support === 'unsupported' ? <p className="text-sm text-ink">{words.unsupported}</p> : null}
      {support === 'insecure' ? <p className="text-sm text-ink">{words.needsHttps}</p> : null}
      {support === null || support === 'supported' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm text-ink" data-testid="device-alerts-state">
            {support === null ? words.working : isOn ? words.isOn : words.isOff}
          </p>
          <button
            type="button"
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={() => void (isOn ? turnOff() : turnOn())}
            className={isOn ? SECONDARY_BUTTON_CLASS : PRIMARY_BUTTON_CLASS}
          >
            {isOn ? words.turnOff : words.turnOn}
          </button>
        </div>
      ) : null}
      {devices.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-ink-soft">{words.devices}</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {devices.map((device) => {
              const name = device.device || words.unnamedDevice;
              const isThis = device.endpoint === endpoint;
              return (
                <li key={device.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-ink">
                    {name}
                    {isThis ? ` (${words.thisDevice})` : ''}{' '}
                    <span className="text-ink-soft">{words.since(m.fn.date(device.createdAt))}</span>
                  </span>
                  <button
                    type="button"
                    disabled={isBusy || remove.isPending}
                    aria-label={words.removeLabel(name)}
                    onClick={() =>
                      void (isThis
                        ? turnOff()
                        : remove.mutateAsync({ id: device.id }).catch((error: unknown) => {
                            console.warn('Removing a device failed.', error);
                            toast.error(words.failed);
                          }))
                    }
                    className={SMALL_BUTTON}
                  >
                    {words.remove}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <label htmlFor={chimeId} className="flex items-center gap-2 text-sm text-ink">
        <input
          id={chimeId}
          type="checkbox"
          checked={isChime}
          disabled={support === null}
          onChange={(event) => {
            const next = event.target.checked;
            setChimeOn(next);
            setChime(next);
            // Played once now: the owner hears it, and the browser lets this page play sound later.
            if (next) playChime();
          }}
          className="h-4 w-4 accent-gold"
        />
        {words.chime}
      </label>
    </section>
  );
}
