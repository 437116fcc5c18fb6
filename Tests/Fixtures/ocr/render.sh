#!/bin/sh
# Renders the OCR test images from known text, one per script, and the benchmark's menu, with
# pango-view (Debian pango1.0-tools) and Debian fonts: fonts-dejavu-core (Latin, Cyrillic, Greek,
# Arabic), fonts-wqy-microhei (Han), fonts-ipafont-gothic (Japanese). The text of each image is
# beside it as <name>.txt; the PNGs are committed, so tests need neither the fonts nor this script.
# phototest.tif and eurotext.tif, with their transcriptions, are scans from Tesseract's own test set
# (github.com/tesseract-ocr/test, testing/, Apache-2.0).
set -eu
cd "$(dirname "$0")"

render() { # name font text
    printf '%s\n' "$3" > "$1.txt"
    pango-view -q --font "$2" --margin 24 --background white --foreground black --text "$3" -o "$1.png"
}

render latin-fra "DejaVu Sans 22" "Crème brûlée à la vanille
Œufs pochés, façon grand-mère
Salade niçoise et pâtes fraîches"
render cyrillic-rus "DejaVu Sans 22" "Добро пожаловать в Москву
Вокзал находится справа
Завтрак подают с семи часов"
render greek-ell "DejaVu Sans 22" "Καλώς ήρθατε στην Αθήνα
Ο σταθμός είναι δεξιά
Το πρωινό σερβίρεται στις επτά"
render arabic-ara "DejaVu Sans 24" "مرحبا بكم في القاهرة
المحطة على اليمين
الفطور من الساعة السابعة"
render han-chi_sim "WenQuanYi Micro Hei 24" "欢迎来到北京
火车站在右边
早餐七点开始"
render japanese-jpn "IPAGothic 24" "東京へようこそ
駅は右側にあります
朝食は七時からです"

# A white page: no text to find.
pango-view -q --font "DejaVu Sans 60" --margin 80 --background white --text " " -o blank.png

# The benchmark's menu: 30 lines of a French bistro's card, about 1 megapixel.
pango-view -q --font "DejaVu Serif 23" --margin 40 --background white --foreground black -o menu-fra.png menu-fra.txt
