#include "aboutdialog.h"

#include "games/gameui.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSvgRenderer>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kIconSize = 96;

QPixmap renderIcon(qreal ratio)
{
    QPixmap pixmap(QSize(kIconSize, kIconSize) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QSvgRenderer renderer(u":/icons/houserules.svg"_s);
    if (renderer.isValid()) {
        QPainter painter(&pixmap);
        renderer.setAspectRatioMode(Qt::KeepAspectRatio);
        renderer.render(&painter, QRectF(0, 0, kIconSize, kIconSize));
    }
    return pixmap;
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("About Houserules"));

    auto *icon = new QLabel(this);
    icon->setPixmap(renderIcon(devicePixelRatioF()));
    icon->setAlignment(Qt::AlignTop);
    icon->setAccessibleName(tr("The Houserules icon"));

    auto *name = new QLabel(u"Houserules"_s, this);
    name->setObjectName(u"appName"_s);
    QFont nameFont = name->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.8);
    nameFont.setBold(true);
    name->setFont(nameFont);

    auto *version = new QLabel(tr("Version %1").arg(QApplication::applicationVersion()), this);
    version->setObjectName(u"appVersion"_s);
    version->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *description = new QLabel(
        tr("Play tabletop games against the computer or with friends at one screen, try out house rules and "
           "test new card mixes."),
        this);
    description->setWordWrap(true);

    QString games = u"<p><b>%1</b></p>"_s.arg(tr("The games").toHtmlEscaped());
    for (const GameUi *ui : gameUis())
        games += u"<p><i>%1</i><br>%2</p>"_s.arg(ui->title().toHtmlEscaped(), ui->credits().toHtmlEscaped());
    games += u"<p>%1</p>"_s.arg(tr("All card art, covers and icons were drawn for Houserules.").toHtmlEscaped());
    auto *credits = new QLabel(games, this);
    credits->setObjectName(u"credits"_s);
    credits->setTextFormat(Qt::RichText);
    credits->setWordWrap(true);

    auto *licence
        = new QLabel(tr("Free software under the <a href=\"%1\">GNU General Public License</a>, version 3 or later "
                        "(GPL-3.0-or-later).")
                         .arg(u"https://www.gnu.org/licenses/gpl-3.0.html"_s),
            this);
    licence->setObjectName(u"licence"_s);
    licence->setTextFormat(Qt::RichText);
    licence->setOpenExternalLinks(true);
    licence->setWordWrap(true);

    auto *text = new QVBoxLayout;
    text->setSpacing(8);
    text->addWidget(name);
    text->addWidget(version);
    text->addSpacing(4);
    text->addWidget(description);
    text->addWidget(credits);
    text->addWidget(licence);
    text->addStretch(1);

    auto *top = new QHBoxLayout;
    top->setSpacing(20);
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addLayout(text, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 20, 20, 16);
    layout->setSpacing(16);
    layout->addLayout(top);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

void AboutDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // A window is sized by its layout's hint, which counts the wrapped
    // credits' lines at another width: as tall as they need at this one
    // (in a large font the last game's credits were cut off).
    if (const int height = layout()->totalHeightForWidth(width()); height > this->height())
        resize(width(), height);
}
