import { Cusp, Dasha, PlanetSignificators, Position } from './chart.js';
import { Birth, ErrorBody, Meta, ValidationErrorBody } from './common.js';
import {
  CuspalPromiseRow,
  CuspInterlinks,
  HouseCuspsRow,
  HouseSignificatorsRow,
  PlanetaryAspects,
  PlanetaryPositionsRow,
  Prediction,
  VedicDetails,
} from './kp.js';
import { ChartLayout } from './layout.js';
import { HistoricalOffsetWarning, PlaceWarning } from './places.js';
import { Doshas, VedicBhava } from './vedic.js';

/** Schemas registered once on the root instance; routes refer to them by $id (OpenAPI components). */
export const SHARED_SCHEMAS = [
  Birth,
  ErrorBody,
  ValidationErrorBody,
  Meta,
  Position,
  Cusp,
  Dasha,
  PlanetSignificators,
  Prediction,
  PlanetaryPositionsRow,
  HouseCuspsRow,
  CuspalPromiseRow,
  HouseSignificatorsRow,
  PlanetaryAspects,
  CuspInterlinks,
  ChartLayout,
  VedicDetails,
  VedicBhava,
  Doshas,
  PlaceWarning,
  HistoricalOffsetWarning,
];
