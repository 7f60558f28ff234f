import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { COPY } from '#shared/copy';
import type { CardInsights } from '#shared/schemas/insights';
import { formatDate } from '#web/lib/format-date';

const HEIGHT_PX = 240;
const SECOND_MS = 1_000;

/**
 * Views and contact saves per day (uPlot: a 20 KB canvas chart, loaded with this screen only).
 * Days are calendar days of the owner's time zone, placed at UTC midnight and labelled in UTC,
 * so each point sits on its own date.
 */
export default function InsightsChart({ daily }: { daily: CardInsights['daily'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      daily.map((row) => Date.parse(`${row.date}T00:00:00Z`) / SECOND_MS),
      daily.map((row) => row.views),
      daily.map((row) => row.saves),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT_PX,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * SECOND_MS), 'Etc/UTC'),
        scales: {
          // A one-day period (an event of a day) is one point: half a day either side of it.
          // uPlot widens a single date by 86 400 of its milliseconds, which in seconds is years.
          x: {
            time: true,
            range: (chart, min, max) => {
              const [only, ...more] = chart.data[0];
              return only !== undefined && more.length === 0
                ? [only - 43_200, only + 43_200]
                : [min, max];
            },
          },
          y: { range: (_chart, _min, max) => [0, Math.max(4, max)] },
        },
        // The series' names only: a live legend shows '--' until the pointer is on the chart.
        legend: { live: false },
        series: [
          { label: COPY.cardUiDate },
          {
            label: COPY.cardUiViews,
            stroke: '#c2410c',
            fill: 'rgba(249, 115, 22, 0.12)',
            width: 2,
          },
          { label: COPY.cardUiContactSaves, stroke: '#1d4ed8', width: 2 },
        ],
        axes: [
          {
            // One day: its date once, not one tick an hour.
            ...(daily.length === 1 ? { splits: (chart: uPlot) => [chart.data[0][0]!] } : {}),
            // Dates as the owner writes them (the browser's locale).
            values: (_chart, ticks) =>
              ticks.map((tick) =>
                formatDate(new Date(tick * SECOND_MS).toISOString().slice(0, 10), 'axis'),
              ),
          },
          {
            values: (_chart, ticks) =>
              ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT_PX }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [daily]);
  return (
    <div
      ref={box}
      data-testid="insights-chart"
      role="img"
      aria-label={COPY.cardUiChartOfViewsAndContactSaves}
    />
  );
}
