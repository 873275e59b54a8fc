#pragma once

// The balancer's searches kept in the notebook, as `houserules-cli notebook`
// writes them: the list (`notebook searches`) and one whole (`notebook
// show`), as a table for people, JSON or CSV. In English.

#include "notebook/balancerecord.h"
#include "simreport/simreport.h"

#include <QJsonObject>

#include <vector>

class QTextStream;

QJsonObject keptBalanceJson(const KeptBalance &kept); // with spec and result when read whole
void writeBalances(QTextStream &out, const std::vector<KeptBalance> &kept, Format format);
void writeBalance(QTextStream &out, const KeptBalance &kept, Format format);
