import {
  MAX_REPORT_ROWS,
  type ReportGroup,
  type ReportRow,
  type ReportRun,
  type ReportSums,
  reportRow,
  TIME_GROUPS,
} from '@pos/core'
import { type RawBuilder, sql } from 'kysely'
import { restrictedTo } from '../admin/restrictions.ts'
import type { Principal } from '../app-env.ts'

/** A report's group as SQL over the query's aliases: the row's key and the words it shows. */
type GroupSql = { key: RawBuilder<unknown>; label: RawBuilder<unknown> }

function timeKey(unit: 'day' | 'week' | 'month', tz: string): RawBuilder<unknown> {
  const format = unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'
  return sql`to_char(date_trunc(${unit}, s.created AT TIME ZONE ${tz}), ${format})`
}

/** Text that is empty for a missing value, and the words shown for it. */
function named(value: RawBuilder<unknown>, none: string): GroupSql {
  return { key: sql`coalesce(nullif(${value}, ''), '')`, label: sql`coalesce(nullif(${value}, ''), ${none})` }
}

const TAG = sql`tag.name`

function salesGroup(group: ReportGroup, tz: string): GroupSql {
  switch (group) {
    case 'day':
    case 'week':
    case 'month': {
      const key = timeKey(group, tz)
      return { key, label: key }
    }
    case 'store':
      return { key: sql`coalesce(s.store_id::text, '')`, label: sql`coalesce(st.name, 'No store')` }
    case 'register':
      return { key: sql`coalesce(s.register_id::text, '')`, label: sql`coalesce(rg.name, 'No register')` }
    case 'staff':
      return {
        key: sql`coalesce(s.data -> 'employee' ->> 'id', '')`,
        label: sql`coalesce(nullif(s.data -> 'employee' ->> 'display_name', ''), 'No staff')`,
      }
    case 'payment_method':
      return { key: sql`coalesce(sp.payment_method_id::text, sp.name)`, label: sql`sp.name` }
    case 'product':
      return {
        key: sql`coalesce(l.product_id::text, l.sku)`,
        label: sql`coalesce(p.name, nullif(l.name, ''), l.sku)`,
      }
    case 'product_type':
      return named(sql`p.type`, 'No type')
    case 'vendor':
      return named(sql`p.vendor`, 'No vendor')
    case 'tag':
      return named(TAG, 'No tag')
    case 'warehouse':
      return { key: sql`''`, label: sql`'All'` }
  }
}

function stockGroup(group: ReportGroup): GroupSql {
  switch (group) {
    case 'warehouse':
      return { key: sql`soh.warehouse_id::text`, label: sql`w.name` }
    case 'product':
      return { key: sql`p.id::text`, label: sql`p.name` }
    case 'product_type':
      return named(sql`p.type`, 'No type')
    case 'vendor':
      return named(sql`p.vendor`, 'No vendor')
    case 'tag':
      return named(TAG, 'No tag')
    default:
      return { key: sql`''`, label: sql`'All'` }
  }
}

/** A product's tags, one row each (none: one row of NULL), for grouping by tag. */
const TAG_JOIN = sql`LEFT JOIN LATERAL jsonb_array_elements_text(
  CASE WHEN jsonb_typeof(p.tags) = 'array' THEN p.tags ELSE '[]'::jsonb END) AS tag (name) ON true`

function productFilters(run: ReportRun): RawBuilder<unknown> {
  const { product_type, vendor } = run.definition
  return sql`${product_type ? sql`AND lower(p.type) = lower(${product_type})` : sql``}
    ${vendor ? sql`AND lower(p.vendor) = lower(${vendor})` : sql``}`
}

type SumsRow = { key: string; label: string } & Record<keyof ReportSums, string>

/**
 * The one statement of a report: the company's sales (or stock) in the run's range, in the stores the caller may
 * see (restriction groups, as the store list) and the chosen ones, summed per group. Rows come in time order for
 * periods and by name otherwise, one more than the cap to tell a cut list.
 */
export function reportStatement(run: ReportRun, principal: Principal): RawBuilder<SumsRow> {
  const { definition, from, to, tz } = run
  const companyId = principal.companyId
  const storeIds = definition.store_ids
  const order = TIME_GROUPS.has(definition.group_by) ? sql`key` : sql`label, key`
  const limit = MAX_REPORT_ROWS + 1
  const tags = definition.group_by === 'tag' ? TAG_JOIN : sql``

  if (definition.dataset === 'stock_on_hand') {
    const group = stockGroup(definition.group_by)
    const stores =
      storeIds.length > 0
        ? sql`AND soh.warehouse_id IN (SELECT warehouse_id FROM stores WHERE company_id = ${companyId}
            AND id IN (${sql.join(storeIds)}))`
        : sql``
    return sql<SumsRow>`
      SELECT ${group.key} AS key, max(${group.label}) AS label,
        coalesce(sum(soh.quantity), 0)::text AS quantity, '0' AS gross, '0' AS discounts, '0' AS tax,
        coalesce(sum(soh.quantity::bigint * soh.average_cost), 0)::text AS cost, '0' AS sales, '0' AS amount
      FROM stock_on_hand soh
      JOIN warehouses w ON w.company_id = soh.company_id AND w.id = soh.warehouse_id
      JOIN items i ON i.company_id = soh.company_id AND i.id = soh.item_id
      JOIN products p ON p.company_id = i.company_id AND p.id = i.product_id
      ${tags}
      WHERE soh.company_id = ${companyId} AND soh.quantity <> 0
        AND ${restrictedTo('warehouse', principal, 'soh.warehouse_id')}
        ${stores} ${productFilters(run)}
      GROUP BY 1 ORDER BY ${order} LIMIT ${limit}`
  }

  const group = salesGroup(definition.group_by, tz)
  const common = sql`
    LEFT JOIN stores st ON st.company_id = s.company_id AND st.id = s.store_id
    LEFT JOIN registers rg ON rg.company_id = s.company_id AND rg.id = s.register_id`
  const where = sql`s.company_id = ${companyId} AND s.created >= ${from} AND s.created < ${to}
    AND ${restrictedTo('store', principal, 's.store_id')}
    ${storeIds.length > 0 ? sql`AND s.store_id IN (${sql.join(storeIds)})` : sql``}`

  if (definition.dataset === 'sales_by_payment') {
    return sql<SumsRow>`
      SELECT ${group.key} AS key, max(${group.label}) AS label,
        '0' AS quantity, '0' AS gross, '0' AS discounts, '0' AS tax, '0' AS cost,
        count(DISTINCT s.id)::text AS sales, coalesce(sum(sp.amount), 0)::text AS amount
      FROM sales s
      JOIN sale_payments sp ON sp.company_id = s.company_id AND sp.sale_id = s.id
      ${common}
      WHERE ${where}
      GROUP BY 1 ORDER BY ${order} LIMIT ${limit}`
  }

  // A line's cost is the unit cost its stock movement took (the moving average then), else the catalogue's.
  return sql<SumsRow>`
    SELECT ${group.key} AS key, max(${group.label}) AS label,
      coalesce(sum(l.quantity), 0)::text AS quantity,
      coalesce(sum(l.quantity::bigint * l.item_price), 0)::text AS gross,
      coalesce(sum(l.item_discount), 0)::text AS discounts,
      coalesce(sum(l.total_tax), 0)::text AS tax,
      coalesce(sum(l.quantity::bigint * coalesce(mv.unit_cost, p.cost_price, 0)), 0)::text AS cost,
      count(DISTINCT s.id)::text AS sales, '0' AS amount
    FROM sales s
    JOIN sale_lines l ON l.company_id = s.company_id AND l.sale_id = s.id
    LEFT JOIN products p ON p.company_id = s.company_id AND p.id = l.product_id
    LEFT JOIN LATERAL (
      SELECT m.unit_cost FROM stock_ledger m
      WHERE m.company_id = s.company_id AND m.reason IN ('sale', 'return') AND m.source_id = s.id
        AND m.item_id = l.item_id
      LIMIT 1
    ) mv ON true
    ${common}
    ${tags}
    WHERE ${where} ${productFilters(run)}
    GROUP BY 1 ORDER BY ${order} LIMIT ${limit}`
}

/** The statement's rows as the report's rows (figures worked out in core), and whether the list was cut. */
export function reportRows(
  rows: readonly SumsRow[],
  run: ReportRun,
): { rows: ReportRow[]; truncated: boolean } {
  const kept = rows.slice(0, MAX_REPORT_ROWS)
  return {
    truncated: rows.length > MAX_REPORT_ROWS,
    rows: kept.map((row) =>
      reportRow(
        row.key,
        row.label,
        {
          quantity: Number(row.quantity),
          gross: Number(row.gross),
          discounts: Number(row.discounts),
          tax: Number(row.tax),
          cost: Number(row.cost),
          sales: Number(row.sales),
          amount: Number(row.amount),
        },
        run.definition.measures,
      ),
    ),
  }
}
