-- The search service's synonym maps, in the shape of Azure Search (a named map of rules in Solr's
-- format, one a line), kept here so that a back office can maintain them: the search API reads
-- them at start and an administrator replaces one with PUT /search/synonymmaps/{name}. The index's
-- text fields name the map 'vakwoorden' (their synonymMaps); it starts with the trade's words.
CREATE TABLE search_synonym_maps (
  name        text PRIMARY KEY CHECK (name ~ '^[a-z0-9][a-z0-9-]{0,127}$'),
  format      text NOT NULL DEFAULT 'solr' CHECK (format = 'solr'),
  synonyms    text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO search_synonym_maps (name, synonyms) VALUES ('vakwoorden', $$# De vakwoorden van de groothandel. Woorden met komma's ertussen vinden elkaar;
# 'a => b': wie a zoekt, vindt ook b.
cv-ketel, combiketel, hr-ketel
cv => combiketel
pvc, hwa
knelkoppeling, knel
wc, toilet, closet
toiletbril, wc-bril, toiletzitting
bril => toiletzitting
douchekop, hoofddouche
quooker => kokendwaterkraan
thermostaatkraan, thermostatische kraan, thermostaatkranen
fonteintje => fontein
boiler, boilervat$$);
