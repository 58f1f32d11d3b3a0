import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Annotation,
  AnnotationCircleSubject,
  AnnotationLabel,
  Axis,
  DataContext,
  Grid,
  LineSeries,
  Tooltip,
  XYChart,
} from '@visx/xychart';
import {
  type SalesSummaryRow,
  type SaleTypeFilter,
  SUMMARY_GROUPS,
  type SummaryGroup,
} from 'api/contract/sales';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Select } from 'design-system/components/select';
import { formatListDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { type KeyboardEvent, useContext, useId, useMemo, useState } from 'react';
import { useLastAnswer } from '../../lib/use-last-answer';
import { salesSummaryQuery } from './api/get-sales-summary';
import { periodText } from './period-label';
import { labelledTicks, revenueAxis } from './revenue-axis';
import { isValidRange } from './sales-filters';
import { useElementWidth } from './use-element-width';
import 'design-system/styles/utilities.css';

type Point = SalesSummaryRow & { dollars: number; text: string };

const NO_ROWS: SalesSummaryRow[] = [];

const CHART_HEIGHT = 260;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 64 };

const xOf = (point: Point) => point.text;
const yOf = (point: Point) => point.dollars;
const dollarsTick = (value: number) => formatMoney(Math.round(value * 100)).replace(/\.00$/, '');

/** At most ~5 labels at phone width, more when there is room: every nth period is labelled. */
const tickEvery = (count: number, width: number) =>
  Math.max(1, Math.ceil(count / Math.max(2, Math.floor(width / 90))));

export function RevenueChart({ type, from, to }: { type: SaleTypeFilter; from: string; to: string }) {
  const t = useT();
  const { language } = useLanguage();
  const [group, setGroup] = useState<SummaryGroup>('day');
  // Like the list, failures are only logged and offered a retry (SPEC section 8).
  const summary = useQuery({
    ...salesSummaryQuery({ type, from, to, group }),
    enabled: isValidRange({ from, to }),
    placeholderData: keepPreviousData,
    meta: { onError: (error) => console.error('Sales summary could not be loaded', error) },
  });
  const loading = summary.isFetching;
  const failed = summary.isError;
  const retry = () => void summary.refetch();
  const rows = useLastAnswer(summary.data) ?? NO_ROWS;
  const [active, setActive] = useState<number | null>(null);
  const headingId = useId();
  const [plotRef, plotWidth] = useElementWidth();
  const hintId = useId();

  const points: Point[] = useMemo(
    () =>
      rows.map((row) => ({
        ...row,
        dollars: row.revenue_cents / 100,
        text: periodText(row.label, group, language),
      })),
    [rows, group, language],
  );
  const axis = revenueAxis(points.map(yOf));
  const pointText = (point: Point) =>
    t('admin.sales.chart.point', {
      period: group === 'week' ? t('admin.sales.chart.weekOf', { date: point.text }) : point.text,
      revenue: formatMoney(point.revenue_cents),
      count: point.count,
    });
  const activePoint = active !== null ? points[active] : undefined;
  const lastPoint = points.at(-1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (points.length === 0) return;
    const last = points.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      ArrowLeft: Math.max(0, (active ?? 1) - 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  const label = t('admin.sales.chart.label', {
    group: t(`admin.sales.chart.groups.${group}`).toLowerCase(),
    from: formatListDate(from),
    to: formatListDate(to),
  });

  return (
    <section className="revenue-chart" aria-labelledby={headingId}>
      <div className="revenue-chart__header">
        <h2 id={headingId} className="sales-page__heading">
          {t('admin.sales.chart.heading')}
        </h2>
        <Select
          label={t('admin.sales.chart.groupBy')}
          value={group}
          fieldClassName="revenue-chart__group"
          options={SUMMARY_GROUPS.map((value) => ({ value, label: t(`admin.sales.chart.groups.${value}`) }))}
          onChange={(event) => {
            setGroup(event.currentTarget.value as SummaryGroup);
            setActive(null);
          }}
        />
      </div>

      {failed ? (
        <Alert
          tone="warning"
          action={
            <Button size="sm" variant="secondary" onClick={retry}>
              {t('admin.sales.retry')}
            </Button>
          }
        >
          {t('admin.sales.chart.loadFailed')}
        </Alert>
      ) : null}

      <div className="revenue-chart__plot">
        {/* A slider over the periods: arrow keys, Home and End move the tooltip; its value text is read aloud. */}
        <div
          className="revenue-chart__focus"
          role="slider"
          tabIndex={points.length > 0 ? 0 : -1}
          aria-label={label}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={Math.max(0, points.length - 1)}
          aria-valuenow={active ?? Math.max(0, points.length - 1)}
          aria-valuetext={
            activePoint
              ? pointText(activePoint)
              : lastPoint
                ? pointText(lastPoint)
                : t('admin.sales.chart.empty')
          }
          aria-busy={loading || undefined}
          onKeyDown={onKeyDown}
          onFocus={() => setActive((current) => current ?? (points.length > 0 ? points.length - 1 : null))}
          onBlur={() => setActive(null)}
        >
          <div aria-hidden="true" ref={plotRef} className="revenue-chart__svg">
            {plotWidth > 0 ? (
              <XYChart
                width={plotWidth}
                height={CHART_HEIGHT}
                margin={MARGIN}
                xScale={{ type: 'band', paddingInner: 0.3, paddingOuter: 0.1 }}
                yScale={{ type: 'linear', domain: [0, axis.max], zero: true, nice: false }}
              >
                <Grid columns={false} numTicks={axis.ticks.length} />
                <Axis
                  orientation="left"
                  tickValues={labelledTicks(axis, CHART_HEIGHT - MARGIN.top - MARGIN.bottom)}
                  tickFormat={dollarsTick}
                />
                <ChartBottomAxis points={points} />
                {points.length > 0 ? (
                  <LineSeries dataKey="revenue" data={points} xAccessor={xOf} yAccessor={yOf} />
                ) : null}
                {activePoint ? (
                  <Annotation dataKey="revenue" datum={activePoint} dx={0} dy={-24}>
                    <AnnotationCircleSubject radius={6} />
                    <AnnotationLabel
                      title={pointText(activePoint)}
                      showAnchorLine={false}
                      width={170}
                      // Points on the right half get their label on the left, so it stays inside the chart.
                      horizontalAnchor={active !== null && active >= points.length / 2 ? 'end' : 'start'}
                      verticalAnchor="end"
                    />
                  </Annotation>
                ) : null}
                {points.length > 0 ? (
                  <Tooltip<Point>
                    snapTooltipToDatumX
                    snapTooltipToDatumY
                    showVerticalCrosshair
                    showSeriesGlyphs
                    renderTooltip={({ tooltipData }) => {
                      const datum = tooltipData?.nearestDatum?.datum;
                      return datum ? (
                        <span className="revenue-chart__tooltip">{pointText(datum)}</span>
                      ) : null;
                    }}
                  />
                ) : null}
              </XYChart>
            ) : null}
          </div>
        </div>
        <p id={hintId} className="revenue-chart__hint">
          {points.length === 0 && !loading
            ? t('admin.sales.chart.empty')
            : t('admin.sales.chart.keyboardHint')}
        </p>
      </div>

      {/* A table ignores a 1 px width: the hidden box around it keeps its columns from widening the page. */}
      <div className="ds-visually-hidden">
        <table>
          <caption>{t('admin.sales.chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.sales.chart.period')}</th>
              <th scope="col">{t('admin.sales.chart.revenue')}</th>
              <th scope="col">{t('admin.sales.chart.refunded')}</th>
              <th scope="col">{t('admin.sales.chart.count')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.text}</th>
                <td>{formatMoney(point.revenue_cents)}</td>
                <td>{formatMoney(point.refunded_cents)}</td>
                <td>{point.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The period axis, thinned so labels never overlap at 320 px. */
function ChartBottomAxis({ points }: { points: Point[] }) {
  const { width } = useContext(DataContext);
  const every = tickEvery(points.length, width ?? 0);
  const shown = points.filter((_, index) => index % every === 0).map(xOf);
  return <Axis orientation="bottom" tickValues={shown} />;
}
