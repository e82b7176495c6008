import { cn } from "~/lib/cn";

/**
 * How much of a list is done, as a bar that screen readers read as "7 of 20" (or `valueText`).
 * The caller shows the words and names them with `labelId`.
 */
export function ProgressBar({
  labelId,
  completed,
  total,
  percent,
  valueText = `${completed} of ${total}`,
  className,
}: {
  labelId: string;
  completed: number;
  total: number;
  percent: number;
  valueText?: string;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={completed}
      aria-valuetext={valueText}
      className={cn("h-3 overflow-hidden rounded-full bg-sand-100 print:border print:border-slate-400", className)}
    >
      <div className="h-full rounded-full bg-ocean-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
