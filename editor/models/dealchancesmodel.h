#pragma once

#include "core/game/ruleset.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>

class DeckModel;
class VariantDocument;

// The chances of a dealt hand, beside a deck's table (DeckModel) and laid out
// as it is: a row per suit and a column per rank, with a last row (each rank
// in any suit) and column (each suit, any rank) for a deck with suits. A cell
// says, for the kind of card it stands for, either the chance that a player
// is dealt at least one (a percentage) or how many a hand holds on average
// (figure()); both are in its tooltip and in the roles below.
//
// The figures come from the rules, never typed: the edited rules compiled as
// the game plays them say what each player is dealt (Ruleset::dealtHand) for
// players() players, and core/variants/dealchances.h works out the chances from the
// deck as edited. They follow every edit; while the rules have problems, or
// when the players are dealt nothing from this deck, there are none
// (isAvailable() false, unavailableReason() says why) rather than stale
// ones. Read-only: nothing here is saved or exported.
class DealChancesModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Figure { AtLeastOne, PerHand };
    enum Role {
        ChanceRole = Qt::UserRole + 100, // double: the chance of at least one, 0..1
        PerHandRole,                     // double: the number in a hand on average
        CardsRole,                       // int: the cards of the kind in the deck
    };

    DealChancesModel(VariantDocument *document, DeckModel *deck, QObject *parent = nullptr);
    ~DealChancesModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    Figure figure() const { return m_figure; }
    void setFigure(Figure figure);
    // The player count the figures are for, kept within the rules' range.
    int players() const { return m_players; }
    void setPlayers(int players);
    int minPlayers() const;
    int maxPlayers() const;

    bool isAvailable() const { return m_dealt.has_value(); }
    QString unavailableReason() const;
    int dealtCards() const { return m_dealt.value_or(0); }
    // A hand's value on average (the numbers of the numbered cards); nothing
    // without figures or without numbered cards.
    std::optional<double> expectedHandValue() const;

    void retranslate();

Q_SIGNALS:
    // The rules, the player count or the availability changed.
    void rulesChanged();

private:
    enum class Missing { None, Problems, NoRules, NotDealt };
    bool hasTotals() const;
    // The cards of the kind at (row, column), totals included.
    int cardsAt(int row, int column) const;
    QString kindLabel(int row, int column) const;
    void compile();
    void recompute();

    VariantDocument *m_document;
    DeckModel *m_deck;
    std::shared_ptr<const houserules::Ruleset> m_rules; // null while the rules have problems
    Figure m_figure = Figure::AtLeastOne;
    int m_players = 0;
    std::optional<int> m_dealt; // cards each player is dealt from this deck
    Missing m_missing = Missing::Problems;
    int m_rows = 0;
    int m_columns = 0;
};
