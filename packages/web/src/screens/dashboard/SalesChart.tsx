import 'uplot/dist/uPlot.min.css'
import type { DashboardSales } from '@pos/core'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import type { SalesBucket } from '../../api/types.ts'
import { formatBucket, formatCount, formatMoney, formatMoneyCompact } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'

type Props = { series: DashboardSales['series']; bucket: SalesBucket; currency: string }

const HEIGHT = 320

/** A theme token's value (the chart draws on a canvas, which can't read CSS variables itself). */
function token(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback
}

/**
 * Sales over time, one point per bucket of the range (hour, day or month). uPlot draws it on a canvas:
 * about a tenth of the size of SVG chart libraries, and fast for a year of days.
 */
export function SalesChart({ series, bucket, currency }: Props) {
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const xs = series.map((point) => new Date(point.start).getTime() / 1000)
    const totals = series.map((point) => point.total)
    const accent = token(element, '--accent-9', '#8e4ec6')
    const fillTop = token(element, '--accent-a5', 'rgba(142, 78, 198, 0.3)')
    const fillBottom = token(element, '--accent-a1', 'rgba(142, 78, 198, 0.02)')
    const grid = token(element, '--gray-a4', 'rgba(0, 0, 0, 0.08)')
    const text = token(element, '--gray-11', '#65636d')
    const font = `12px ${token(element, '--default-font-family', 'system-ui, sans-serif')}`

    const tooltip = document.createElement('div')
    tooltip.className = 'chart-tooltip'
    tooltip.hidden = true
    const tooltipTitle = document.createElement('div')
    tooltipTitle.className = 'chart-tooltip-title'
    const tooltipBody = document.createElement('div')
    tooltip.append(tooltipTitle, tooltipBody)

    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      padding: [12, 20, 0, 0],
      legend: { show: false },
      cursor: {
        y: false,
        drag: { x: false, y: false },
        points: { size: 9, fill: accent, stroke: '#fff', width: 2 },
      },
      scales: {
        x: { time: true },
        y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.12 : 100] },
      },
      axes: [
        {
          stroke: text,
          font,
          grid: { show: false },
          ticks: { stroke: grid, size: 4 },
          values: (_plot, splits) => splits.map((split) => formatBucket(new Date(split * 1000), bucket)),
        },
        {
          stroke: text,
          font,
          size: 72,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          values: (_plot, splits) => splits.map((split) => formatMoneyCompact(split, currency)),
        },
      ],
      series: [
        {},
        {
          label: t('dashboard.series_total'),
          stroke: accent,
          width: 2,
          fill: (plot) => {
            const gradient = plot.ctx.createLinearGradient(
              0,
              plot.bbox.top,
              0,
              plot.bbox.top + plot.bbox.height,
            )
            gradient.addColorStop(0, fillTop)
            gradient.addColorStop(1, fillBottom)
            return gradient
          },
          paths: uPlot.paths.spline?.(),
          points: { show: false },
        },
      ],
      hooks: {
        init: [(plot) => plot.over.append(tooltip)],
        setCursor: [
          (plot) => {
            const index = plot.cursor.idx
            const point = index === null || index === undefined ? undefined : series[index]
            if (!point || plot.cursor.left === undefined || plot.cursor.left < 0) {
              tooltip.hidden = true
              return
            }
            tooltipTitle.textContent = formatBucket(point.start, bucket)
            tooltipBody.textContent = `${formatMoney(point.total, currency)} · ${formatCount(point.count)} ${t('dashboard.series_count').toLowerCase()}`
            tooltip.hidden = false
            const left = plot.cursor.left
            const top = plot.valToPos(point.total, 'y')
            // Keep the tooltip inside the plot: flip it to the cursor's left past the middle.
            const flip = left > plot.over.clientWidth / 2
            tooltip.style.transform = `translate(${flip ? `calc(${left}px - 100% - 12px)` : `${left + 12}px`}, ${Math.max(0, top - 24)}px)`
          },
        ],
      },
    }
    const plot = new uPlot(options, [xs, totals], element)
    const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }))
    observer.observe(element)
    return () => {
      observer.disconnect()
      plot.destroy()
    }
  }, [series, bucket, currency])

  return (
    <div
      ref={container}
      className="sales-chart"
      data-testid="sales-chart"
      style={{ width: '100%', height: HEIGHT }}
    />
  )
}
