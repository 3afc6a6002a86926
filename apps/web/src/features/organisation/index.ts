// The public file of the organisation feature: its time zone for every feature's dates and times,
// and the Settings screen's panel.
export { useOrgTimeZone, useOrgToday, useZonedTime } from './api';
export { TimeZoneSetting } from './components/time-zone-setting';
export { ZonedTime } from './components/zoned-time';
