#include "notebookschema.h"

using namespace Qt::Literals::StringLiterals;

namespace notebookschema {

const std::vector<QStringList> &steps()
{
    static const std::vector<QStringList> all {
        // 1: a run's row (what the list shows and filters: small, so that a
        // filter over many runs reads little) and its results beside it.
        // Ids are UUIDs, so that runs recorded on several machines merge.
        {
            u"CREATE TABLE notebook_schema (version INTEGER NOT NULL)"_s,
            u"INSERT INTO notebook_schema (version) VALUES (0)"_s,
            u"CREATE TABLE runs (id VARCHAR(40) PRIMARY KEY, ran_at VARCHAR(32) NOT NULL, game VARCHAR(64) NOT NULL, "
            "mode VARCHAR(32) NOT NULL, variant TEXT NOT NULL, variant_sha256 VARCHAR(64) NOT NULL, "
            "base TEXT NOT NULL, players INTEGER NOT NULL, bots TEXT NOT NULL, games BIGINT NOT NULL, "
            "seed VARCHAR(24) NOT NULL, shards INTEGER NOT NULL, version VARCHAR(32) NOT NULL, "
            "note TEXT NOT NULL)"_s,
            u"CREATE INDEX runs_by_date ON runs (ran_at)"_s,
            u"CREATE INDEX runs_by_game ON runs (game, ran_at)"_s,
            u"CREATE TABLE run_data (run_id VARCHAR(40) PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE, "
            "results TEXT NOT NULL)"_s,
        },
        // 2: where a run came from (the lab, the CLI, merge, a rerun),
        // which run a rerun played again, and the text a search looks in
        // (rules, base and note in lower case: one LIKE per row).
        {
            u"ALTER TABLE runs ADD COLUMN source VARCHAR(16) NOT NULL DEFAULT ''"_s,
            u"ALTER TABLE runs ADD COLUMN rerun_of VARCHAR(40) NOT NULL DEFAULT ''"_s,
            u"ALTER TABLE runs ADD COLUMN search TEXT NOT NULL DEFAULT ''"_s,
            u"UPDATE runs SET search = LOWER(variant || '\n' || base || '\n' || note)"_s,
        },
        // 3: the title of the rules a run played (one per language, JSON:
        // filled for the runs already kept from their rules, see
        // Notebook::fillTitles()), and the balancer's searches: a search's
        // spec (its base rules whole) and result, to list, show and rerun.
        {
            u"ALTER TABLE runs ADD COLUMN title TEXT NOT NULL DEFAULT ''"_s,
            u"CREATE TABLE balances (id VARCHAR(40) PRIMARY KEY, ran_at VARCHAR(32) NOT NULL, "
            "game VARCHAR(64) NOT NULL, variant TEXT NOT NULL, title TEXT NOT NULL, players INTEGER NOT NULL, "
            "bots TEXT NOT NULL, budget BIGINT NOT NULL, seed VARCHAR(24) NOT NULL, version VARCHAR(32) NOT NULL, "
            "source VARCHAR(16) NOT NULL, rerun_of VARCHAR(40) NOT NULL, note TEXT NOT NULL, spec TEXT NOT NULL, "
            "result TEXT NOT NULL)"_s,
            u"CREATE INDEX balances_by_date ON balances (ran_at)"_s,
        },
    };
    return all;
}

} // namespace notebookschema
