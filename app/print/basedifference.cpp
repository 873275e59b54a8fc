#include "basedifference.h"

#include "printedtext.h"

#include "games/gameui.h"
#include "models/paramtext.h"
#include "models/variantdifference.h"
#include "registry.h"

BaseDifference BaseDifference::of(
    const GameUi &ui, const houserules::Variant &variant, const houserules::VariantLoader &loader)
{
    BaseDifference difference;
    if (variant.extendsChain.empty())
        return difference;
    const auto base = loader.load(variant.extendsChain.front());
    if (!base) {
        difference.baseTitle = QString::fromStdString(variant.extendsChain.front());
        for (const auto &error : base.errors())
            difference.lines << ParamText::located(ui.variantTexts(), error);
        return difference;
    }
    difference.baseTitle = printedtext::elided(variantTitle(*base), printedtext::kMaxTitle);
    const houserules::Game *game = houserules::Registry::instance().game(variant.game);
    if (game)
        difference.lines = VariantDifference::describe(game->schema(), *base, variant, ui.variantTexts());
    return difference;
}
