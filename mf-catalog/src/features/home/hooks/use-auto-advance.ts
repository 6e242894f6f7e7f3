import { useEffect, useEffectEvent, useState } from 'react';
import { BANNER_AUTOPLAY_MS } from '@storefront/shared/config';
import { createAutoAdvancer, type AutoAdvancer } from '../auto-advance';

interface Options {
  /** False while the shopper has paused the slideshow (or it cannot move: one slide). */
  playing: boolean;
  /** How long after it starts playing (on load, and again after Pause then Play) the clock starts. */
  startDelayMs: number;
}

/** A slider's auto-advance clock: `advance` every 5 s while playing; hold and release it for drags and focus. */
export function useAutoAdvance(advance: () => void, { playing, startDelayMs }: Options): AutoAdvancer {
  // The clock's moves call the latest `advance`.
  const onMove = useEffectEvent(() => advance());
  const [advancer] = useState(() => createAutoAdvancer(BANNER_AUTOPLAY_MS));

  useEffect(() => {
    if (!playing) return undefined;
    advancer.play(() => onMove(), startDelayMs);
    return () => advancer.stop();
  }, [advancer, playing, startDelayMs]);
  useEffect(() => () => advancer.dispose(), [advancer]);

  return advancer;
}
