import http from 'node:http';

/**
 * A local weather-forecast provider for the browser tests: answers Open-Meteo's forecast shape (the part the
 * console reads) with seven days from today, so the forecast page has something to draw without the internet.
 */
const port = Number(process.env.FORECAST_PORT ?? 3199);
const HOURS = 24;

const forecast = () => {
  const start = new Date();
  const days = Array.from({ length: 7 }, (_, index) =>
    new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + index))
      .toISOString()
      .slice(0, 10),
  );
  return {
    daily: {
      time: days,
      temperature_2m_max: [14, 15.5, 12, 16, 17, 13, 12.5],
      temperature_2m_min: [7, 8.5, 2, 9, 10, 6, 5.5],
      precipitation_sum: [3.5, 0, 0.2, 6, 1, 0, 2.4],
      relative_humidity_2m_mean: [91, 72, 65, 93, 88, 70, 86],
    },
    hourly: {
      time: days.flatMap((day) =>
        Array.from({ length: HOURS }, (_, hour) => `${day}T${String(hour).padStart(2, '0')}:00`),
      ),
      temperature_2m: Array.from({ length: 7 * HOURS }, (_, hour) => 6 + (hour % HOURS) / 3),
      relative_humidity_2m: Array.from({ length: 7 * HOURS }, () => 85),
      precipitation: Array.from({ length: 7 * HOURS }, (_, hour) => (hour % 7 === 0 ? 0.5 : 0)),
    },
  };
};

http
  .createServer((request, response) => {
    const isForecast = request.url?.startsWith('/v1/forecast') ?? false;
    response.writeHead(isForecast ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(isForecast ? forecast() : { error: true }));
  })
  .listen(port, '127.0.0.1');
