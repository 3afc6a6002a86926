// Reference data (spec section 7 "Reference data"): every kind lists and creates; every kind can also
// be renamed (PUT /{id}) and deleted (DELETE /delete/{id}) so one Settings screen maintains them all.
// Countries, cities, industries and disciplines add GET /all, a spreadsheet upload and its template.
import {
  isRefUploadKind,
  MESSAGES,
  REF_IMPORT_COLUMNS,
  REF_INPUT_SCHEMAS,
  REF_KINDS,
  REF_PATHS,
  type TRefKind,
  ZCity,
  ZCityOfCountryInput,
  ZCountry,
  ZCountryWithStates,
  ZDiscipline,
  ZDisciplineQuery,
  ZIdParam,
  ZImportSummary,
  ZRefItem,
  ZRoleResponsibility,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, ZMessageAnswer } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { buildWorkbook, readUploadedFile, sendXlsx } from '../../lib/spreadsheet.js';
import { guards } from '../../plugins/auth.js';
import { createReferenceDataService, type RefInput } from './reference-data.service.js';
import { templateExample } from './reference-data-import.js';

/** The row each kind answers (lists, creates and updates). */
const ROW_SCHEMAS: Record<TRefKind, z.ZodType> = {
  countries: ZCountryWithStates,
  cities: ZCity,
  industry: ZRefItem,
  industry_discipline: ZDiscipline,
  position_type: ZRefItem,
  departments: ZRefItem,
  work_auth: ZRefItem,
  job_qualification: ZRefItem,
  certification_ref: ZRefItem,
  job_skill: ZRefItem,
  job_designation: ZRefItem,
  job_role_res: ZRoleResponsibility,
  job_appl_type: ZRefItem,
  lifecycle: ZRefItem,
  'computer-skill': ZRefItem,
  language: ZRefItem,
  regulatory: ZRefItem,
};

// Reading is open to all staff (the requisition form needs these lookups); changing needs JOB_POSTING.
const read = { guard: guards.staff };
const change = { guard: guards.authority('JOB_POSTING') };

export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReferenceDataService(depsOf(app));

  for (const kind of REF_KINDS) {
    const body = REF_INPUT_SCHEMAS[kind] as z.ZodType<RefInput>;
    const row = ROW_SCHEMAS[kind];

    // ---- list and create
    if (kind === 'job_role_res') {
      app.get(
        REF_PATHS.roleResponsibilities(':designationId'),
        {
          config: read,
          schema: { params: ZIdParam('designationId'), response: { 200: z.array(row), ...errors } },
        },
        (request) => service.roleResponsibilities(request.params.designationId),
      );
      app.post(
        REF_PATHS.roleResponsibilities(':designationId'),
        {
          config: change,
          schema: { params: ZIdParam('designationId'), body, response: { 201: row, ...errors } },
        },
        async (request, reply) =>
          reply.status(201).send(await service.create(kind, request.body, request.params.designationId)),
      );
    } else {
      app.get(
        REF_PATHS.list(kind),
        {
          config: read,
          schema: {
            querystring: kind === 'industry_discipline' ? ZDisciplineQuery : z.object({}),
            response: { 200: z.array(kind === 'countries' ? ZCountry : row), ...errors },
          },
        },
        (request) => service.list(kind, request.query),
      );
      app.post(
        REF_PATHS.create(kind),
        { config: change, schema: { body, response: { 201: row, ...errors } } },
        async (request, reply) => reply.status(201).send(await service.create(kind, request.body)),
      );
    }
    if (kind === 'cities') {
      app.get(
        REF_PATHS.citiesOfCountry(':countryId'),
        {
          config: read,
          schema: { params: ZIdParam('countryId'), response: { 200: z.array(row), ...errors } },
        },
        (request) => service.citiesOfCountry(request.params.countryId),
      );
      // The spec lists POST on cities/{x} too: clients written to it create a city there.
      app.post(
        REF_PATHS.citiesOfCountry(':countryId'),
        {
          config: change,
          schema: {
            params: ZIdParam('countryId'),
            body: ZCityOfCountryInput,
            response: { 201: row, ...errors },
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(await service.create(kind, { ...request.body, countryId: request.params.countryId })),
      );
    }

    // ---- update and delete
    app.put(
      REF_PATHS.update(kind, ':id'),
      { config: change, schema: { params: ZIdParam('id'), body, response: { 200: row, ...errors } } },
      (request) => service.update(kind, request.params.id, request.body),
    );
    app.delete(
      REF_PATHS.remove(kind, ':id'),
      {
        config: change,
        schema: { params: ZIdParam('id'), response: { 200: ZMessageAnswer, ...errors } },
      },
      async (request) => {
        await service.remove(kind, request.params.id);
        return { message: MESSAGES.deleted };
      },
    );

    // ---- maintenance extras
    if (!isRefUploadKind(kind)) continue;
    app.get(
      REF_PATHS.all(kind),
      { config: read, schema: { response: { 200: z.array(row), ...errors } } },
      () => service.listAll(kind),
    );
    app.post(
      REF_PATHS.upload(kind),
      { config: change, schema: { response: { 200: ZImportSummary, ...errors } } },
      async (request) => service.importSheet(kind, await readUploadedFile(request)),
    );
    app.get(
      REF_PATHS.template(kind),
      { config: change, schema: { response: errors } },
      async (_request, reply) => {
        const buffer = await buildWorkbook(kind, REF_IMPORT_COLUMNS[kind], [templateExample[kind]]);
        return sendXlsx(reply, `${kind}-template.xlsx`, buffer);
      },
    );
  }
};
