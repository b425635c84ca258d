import type { Database } from "better-sqlite3";

/**
 * Fills `search_docs` from the entity tables (with each hit's `_source` prebuilt as JSON) and
 * rebuilds both full-text indexes over it.
 */
export function buildSearchDocuments(db: Database): void {
  db.exec(`
    DELETE FROM search_docs;
    INSERT INTO search_docs (kind, entity_id, client_id, region_id, name, client_name, location_name, location_street,
      location_city, location_state, location_zip, serial, source)
    SELECT 'live_units', u.id, u.client_id, u.region_id, u.name, c.name, l.name, l.street, l.city, l.state, l.zip, u.serial,
      json_object('id', u.id, 'name', u.name, 'type', 'LiveUnit', 'client_id', u.client_id, 'client_name', c.name,
        'location_name', l.name, 'location_street', l.street, 'location_city', l.city, 'location_state', l.state,
        'location_zip', l.zip, 'serial', u.serial, 'primary_camera', u.primary_camera_id,
        'cameras', (SELECT json_group_array(id) FROM (SELECT id FROM cameras WHERE live_unit_id = u.id ORDER BY position)),
        'date_activated', u.date_activated, 'date_deactivated', u.date_deactivated,
        'latitude', u.latitude, 'longitude', u.longitude)
    FROM live_units u JOIN clients c ON c.id = u.client_id LEFT JOIN locations l ON l.id = u.location_id;

    INSERT INTO search_docs (kind, entity_id, client_id, region_id, name, client_name, location_name, location_street,
      location_city, location_state, location_zip, serial, source)
    SELECT 'archive_cabinets', a.id, a.client_id, a.region_id, a.name, c.name, l.name, l.street, l.city, l.state, l.zip, NULL,
      json_object('id', a.id, 'name', a.name, 'type', 'ArchiveCabinet', 'client_id', a.client_id, 'client_name', c.name,
        'location_name', l.name, 'location_street', l.street, 'location_city', l.city, 'location_state', l.state,
        'location_zip', l.zip, 'latitude', a.latitude, 'longitude', a.longitude)
    FROM archive_cabinets a JOIN clients c ON c.id = a.client_id LEFT JOIN locations l ON l.id = a.location_id;

    INSERT INTO search_docs (kind, entity_id, client_id, region_id, name, client_name, source)
    SELECT 'clients', c.id, c.id, NULL, c.name, c.name,
      json_object('id', c.id, 'name', c.name, 'type', 'Client', 'client_id', c.id, 'client_name', c.name)
    FROM clients c;

    INSERT INTO search_docs (kind, entity_id, client_id, region_id, name, client_name, source)
    SELECT 'regions', r.id, r.client_id, r.id, r.name, c.name,
      json_object('id', r.id, 'name', r.name, 'type', 'Region', 'client_id', r.client_id, 'client_name', c.name)
    FROM regions r JOIN clients c ON c.id = r.client_id;

    INSERT INTO search_trigram (search_trigram) VALUES ('rebuild');
    INSERT INTO search_words (search_words) VALUES ('rebuild');
  `);
}
