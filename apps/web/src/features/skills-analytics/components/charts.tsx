// The charts' styles come with the one page that draws charts, not with every first load (decision 0102).
import '@mantine/charts/styles.css';
import { BarChart, LineChart, type BarChartSeries } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The page's charts, mirrored for right-to-left reading: in Arabic the category axis stands on the right, the
 * value and time axes run from the right, and tooltips open towards the left with their text right to left.
 * The drawing itself is laid out left to right (the SVG's own text anchors would flip twice otherwise).
 */

const SERIES_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'lime.7'];
export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!;

/**
 * The side axis' labels (categories beside bars, counts beside lines), set off from the drawing. Mantine shifts
 * the left axis' labels 10 px to the left; on the right (Arabic) that shift would push them onto the bars, so
 * they move 10 px to the right, as Mantine does for its own right axis.
 */
const sideAxisTick = (rtl: boolean) => ({ transform: `translate(${rtl ? 10 : -10}, 0)`, fontSize: 12, fill: 'currentColor' });
/** Room at the chart's right edge for the labels' shift in Arabic, so the end of a long name is not cut off. */
const rtlMargin = (rtl: boolean) => (rtl ? { margin: { top: 5, right: 16, bottom: 5, left: 5 } } : {});

/** Recharts' tooltip props for the reading direction. */
const tooltipFor = (rtl: boolean) => ({ reverseDirection: { x: rtl, y: false }, wrapperStyle: { direction: rtl ? ('rtl' as const) : ('ltr' as const) } });

/**
 * The drawing, or a sentence when every value is hidden as "fewer than 5" (or empty): a frame of axes with no
 * bar or line would look like a fault.
 */
function ChartFrame({ data, keys, children }: { data: Record<string, string | number | null>[]; keys: string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const anyValue = data.some((row) => keys.some((key) => typeof row[key] === 'number' && row[key] > 0));
  if (!anyValue) {
    return (
      <Text size="sm" c="dimmed">
        {t('skillsAnalytics.allSmall')}
      </Text>
    );
  }
  return <Box dir="ltr">{children}</Box>;
}

interface BarsProps {
  data: Record<string, string | number | null>[];
  /** The key of each row's name. */
  dataKey: string;
  series: BarChartSeries[];
  rtl: boolean;
  stacked?: boolean;
  valueFormatter?: (value: number) => string;
}

/** Horizontal bars, one row per item, the longest first: for rankings (top skills, demand, the gap). */
export function RankingBars({ data, dataKey, series, rtl, stacked = false, valueFormatter }: BarsProps) {
  const height = Math.max(160, data.length * (series.length > 1 && !stacked ? 44 : 30) + 60);
  return (
    <ChartFrame data={data} keys={series.map((item) => item.name)}>
      <BarChart
        h={height}
        data={data}
        dataKey={dataKey}
        series={series}
        orientation="vertical"
        type={stacked ? 'stacked' : 'default'}
        withLegend={series.length > 1}
        legendProps={{ verticalAlign: 'bottom' }}
        gridAxis="x"
        valueFormatter={valueFormatter}
        // Every value is a count of people or jobs, or a whole percentage: no "0.75" between the ticks.
        xAxisProps={{ reversed: rtl, allowDecimals: false }}
        yAxisProps={{ orientation: rtl ? 'right' : 'left', width: 110, interval: 0, tick: sideAxisTick(rtl) }}
        barChartProps={rtlMargin(rtl)}
        tooltipProps={tooltipFor(rtl)}
      />
    </ChartFrame>
  );
}

interface TrendProps {
  data: Record<string, string | number | null>[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
  rtl: boolean;
  valueFormatter?: (value: number) => string;
}

/** Lines over time, the oldest period at the reader's start side. */
export function TrendLines({ data, dataKey, series, rtl, valueFormatter }: TrendProps) {
  return (
    <ChartFrame data={data} keys={series.map((item) => item.name)}>
      <LineChart
        h={260}
        data={data}
        dataKey={dataKey}
        series={series}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={valueFormatter}
        xAxisProps={{ reversed: rtl }}
        yAxisProps={{ orientation: rtl ? 'right' : 'left', allowDecimals: false, tick: sideAxisTick(rtl) }}
        lineChartProps={rtlMargin(rtl)}
        tooltipProps={tooltipFor(rtl)}
      />
    </ChartFrame>
  );
}
