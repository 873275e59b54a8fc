#pragma once

#include "core/records/record.h"
#include "core/variants/variant.h"

class QWidget;

// A game resumed from a record that carries its rules, when the file its
// rules are named after has changed since: says once, without stopping the
// game, that it goes on under the rules it started with, and what differs.
// Nothing when the rules are the same or the file is not there.
void tellOfEarlierRules(QWidget *parent, const houserules::Record &record, const houserules::Variant &played);
