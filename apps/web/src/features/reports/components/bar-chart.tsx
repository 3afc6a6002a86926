import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

export interface Bar {
  label: string;
  value: number;
}

const ROW = 28;
const LABEL_WIDTH = 190;
const VALUE_WIDTH = 56;
const WIDTH = 520;

/**
 * Horizontal bars drawn as SVG (no charting library: the route stays small). The chart is one image
 * whose name says what it shows; the table beside it carries the same numbers for screen readers.
 */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const theme = useTheme();
  if (!bars.length) return null;
  const max = Math.max(...bars.map((bar) => bar.value), 1);
  const span = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`${title} chart`}
      viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`}
      sx={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
    >
      {bars.map((bar, i) => (
        <g key={bar.label} data-testid="chart-bar" data-label={bar.label} data-value={bar.value}>
          <text x={0} y={i * ROW + 18} fontSize={12} fill={theme.palette.text.primary}>
            {bar.label.length > 28 ? `${bar.label.slice(0, 27)}…` : bar.label}
          </text>
          <rect
            x={LABEL_WIDTH}
            y={i * ROW + 5}
            width={Math.max((bar.value / max) * span, bar.value > 0 ? 2 : 0)}
            height={ROW - 10}
            rx={3}
            fill={theme.palette.primary.main}
          />
          <text
            x={LABEL_WIDTH + (bar.value / max) * span + 6}
            y={i * ROW + 18}
            fontSize={12}
            fill={theme.palette.text.primary}
          >
            {bar.value}
          </text>
        </g>
      ))}
    </Box>
  );
}
