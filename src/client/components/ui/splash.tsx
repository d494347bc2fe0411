/**
 * What shows while the first screen's code loads. index.html carries the same markup inside
 * #root (splash.test.tsx keeps the two equal), so the browser paints it from HTML and CSS alone
 * and React's first commit changes nothing visible.
 */
export function Splash() {
  return (
    <div
      data-slot="splash"
      className="flex min-h-dvh w-full flex-col items-center justify-center gap-4 bg-background p-6 text-foreground"
    >
      <img src="/favicon.svg" alt="" width={144} height={144} />
      <p className="text-lg font-semibold">Otter Coach</p>
      <span role="status" className="sr-only">
        Loading
      </span>
    </div>
  );
}
