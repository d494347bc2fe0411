import { useLayoutEffect, useRef } from "react";

/** A ref holding the latest value, for effects and handlers that must not re-subscribe when it changes. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
