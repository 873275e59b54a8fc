#include "variantdifference.h"

#include "deckdifference.h"
#include "paramtext.h"

using namespace houserules;

QStringList VariantDifference::describe(
    const Schema &schema, const Variant &base, const Variant &now, const VariantTexts *texts)
{
    QStringList lines;
    for (const ParamSpec &spec : schema.params) {
        const auto was = base.params.find(spec.path);
        const auto is = now.params.find(spec.path);
        if (was == base.params.end() || is == now.params.end() || was->second.value == is->second.value)
            continue;
        QString change;
        if (spec.type == ParamType::Deck) {
            change
                = DeckDifference::describe(std::get<Deck>(was->second.value), std::get<Deck>(is->second.value), texts);
            if (change.isEmpty()) // the same cards, listed in another order
                continue;
        } else {
            change = tr("%1 → %2").arg(
                ParamText::display(spec, was->second.value, texts), ParamText::display(spec, is->second.value, texts));
        }
        lines << tr("%1: %2").arg(ParamText::label(texts, spec), change);
    }
    return lines;
}
