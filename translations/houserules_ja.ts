<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AILevels</name>
    <message>
        <source>Random: plays any legal move, at random.</source>
        <translation>ランダム：出せる手の中からでたらめに選びます。</translation>
    </message>
    <message>
        <source>Easy: plays simply and makes mistakes on purpose; good for learning.</source>
        <translation>やさしい：単純に打ち、わざと間違えもします。覚えはじめに向いています。</translation>
    </message>
    <message>
        <source>Normal: plays each turn by rules of thumb, seeing only its own view.</source>
        <translation>ふつう：経験則で一手ずつ選びます。自分から見える情報だけを使います。</translation>
    </message>
    <message>
        <source>Strong: weighs each choice against guesses of the hidden cards and what may happen next, within about a second, seeing only its own view.</source>
        <translation>つよい：見えない札・牌を推測し、この先の展開まで読んで一手ずつ比べます（1手あたり約1秒以内）。自分から見える情報だけを使います。</translation>
    </message>
    <message>
        <source>no rules added</source>
        <extracomment>Strong against Normal per game: (how the game was played, share of pairings won, games)</extracomment>
        <translation>ルール追加なし</translation>
    </message>
    <message>
        <source>10 random rules</source>
        <translation>ランダムなルール10個</translation>
    </message>
    <message>
        <source>penalty payment</source>
        <translation>罰点支払い方式</translation>
    </message>
    <message>
        <source>meld bonus</source>
        <translation>出来役加点方式</translation>
    </message>
    <message>
        <source>India&apos;s points</source>
        <translation>インド式の点数</translation>
    </message>
    <message>
        <source>the seed&apos;s rules</source>
        <translation>原案ルール</translation>
    </message>
    <message>
        <source>east round</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <source>3 seats</source>
        <translation>3人</translation>
    </message>
    <message>
        <source>basic cards</source>
        <translation>基本カード</translation>
    </message>
    <message>
        <source>2-Pick</source>
        <translation>2ピック</translation>
    </message>
    <message>
        <source>{how}: {pct}% of {games} games</source>
        <translation>{how}：{games}ゲームで{pct}%</translation>
    </message>
    <message>
        <source>Measured against Normal (pairings won, duplicate deals): {figures}.</source>
        <translation>「ふつう」との対戦成績（同じ配牌・配札で席を入れ替えた対戦で、相手より上位だった割合）：{figures}。</translation>
    </message>
    <message>
        <source>Not clearly stronger than Normal in this game yet.</source>
        <translation>このゲームではまだ「ふつう」よりはっきり強いとは言えません。</translation>
    </message>
    <message>
        <source>Only a little stronger than Normal in this game so far.</source>
        <translation>このゲームでは今のところ「ふつう」より少し強い程度です。</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>unknown (not installed)</source>
        <translation>不明（インストールされていません）</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>No licence file is published with this version: House Rules is the House Rules project&apos;s own work.</source>
        <translation>このバージョンにはライセンスファイルが付いていません。ハウスルールは House Rules プロジェクト自身の作品です。</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <source>Autosaves (games in progress)</source>
        <translation>自動保存（対局中のゲーム）</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定ファイル</translation>
    </message>
    <message>
        <source>House Rules: Japanese house-rule games to play offline against friends or AI.</source>
        <translation>ハウスルール: 日本のハウスルールのゲームを、オフラインで友だちや AI と遊べます。</translation>
    </message>
</context>
<context>
    <name>AnmikaLog</name>
    <message>
        <source>Ippatsu (一発)</source>
        <extracomment>chip item names (core/games/anmika/chips.py ChipItem.name) and chip-event reasons</extracomment>
        <translation>一発</translation>
    </message>
    <message>
        <source>Ura dora (裏ドラ)</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Red fives (赤)</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Gold fives (金)</source>
        <translation>金</translation>
    </message>
    <message>
        <source>Norths (北)</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Spring (春)</source>
        <translation>春</translation>
    </message>
    <message>
        <source>Winter (冬)</source>
        <translation>冬</translation>
    </message>
    <message>
        <source>Autumn-autumn gold north (秋秋金北)</source>
        <translation>秋秋金北</translation>
    </message>
    <message>
        <source>Sanbaiman (三倍満)</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <source>Yakuman (役満)</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>Five-fold limit (五倍満)</source>
        <translation>五倍満</translation>
    </message>
    <message>
        <source>Six-fold limit (六倍満)</source>
        <translation>六倍満</translation>
    </message>
    <message>
        <source>Han chips (翻数祝儀)</source>
        <translation>翻数祝儀</translation>
    </message>
    <message>
        <source>Hand yaku (手役祝儀)</source>
        <translation>手役祝儀</translation>
    </message>
    <message>
        <source>Flowers and norths bonus (四華四北・八華)</source>
        <translation>四華四北・八華</translation>
    </message>
    <message>
        <source>Bust prize (トビ賞)</source>
        <translation>トビ賞</translation>
    </message>
    <message>
        <source>Spring on extraction (単春)</source>
        <translation>単春</translation>
    </message>
    <message>
        <source>Shuba slip (シュバ滑り)</source>
        <translation>シュバ滑り</translation>
    </message>
    <message>
        <source>Draw without spring (春無し流局)</source>
        <translation>春無し流局</translation>
    </message>
    <message>
        <source>Rank chips (順位点)</source>
        <translation>順位点</translation>
    </message>
    <message>
        <source>80,000 bonus (80000点祝儀)</source>
        <translation>80000点祝儀</translation>
    </message>
    <message>
        <source>Tontonbu (トントンブー)</source>
        <translation>トントンブー</translation>
    </message>
    <message>
        <source>Consecutive tops (連勝祝儀)</source>
        <translation>連勝祝儀</translation>
    </message>
    <message>
        <source>End of the game (終局精算)</source>
        <translation>終局精算</translation>
    </message>
    <message>
        <source>Dice (サイコロ)</source>
        <translation>サイコロ</translation>
    </message>
    <message>
        <source>Doubles bonus (ゾロ目)</source>
        <translation>ゾロ目</translation>
    </message>
    <message>
        <source>green (正)</source>
        <translation>緑（正）</translation>
    </message>
    <message>
        <source>blue (倍正)</source>
        <translation>青（倍正）</translation>
    </message>
    <message>
        <source>yellow (逆)</source>
        <translation>黄（逆）</translation>
    </message>
    <message>
        <source>red (倍逆)</source>
        <translation>赤（倍逆）</translation>
    </message>
    <message>
        <source>a wildcard win</source>
        <translation>オールマイティの和了</translation>
    </message>
    <message>
        <source>a plain white (白)</source>
        <translation>ただの白</translation>
    </message>
    <message>
        <source>a reversed win: the drawer pays (逆)</source>
        <translation>逆和了（引いた人が支払う）</translation>
    </message>
    <message>
        <source>no winning tile is left</source>
        <translation>和了牌が残っていません</translation>
    </message>
    <message>
        <source>the wall is empty</source>
        <translation>山がなくなりました</translation>
    </message>
    <message>
        <source>winter (冬) was fired</source>
        <translation>冬を使いました</translation>
    </message>
    <message>
        <source>{name}&apos;s open riichi (オープン立直) stands, showing {tiles}; {sticks} sticks on the table.</source>
        <translation>{name} のオープン立直が成立（公開：{tiles}）。供託 {sticks} 本。</translation>
    </message>
    <message>
        <source>Your open riichi (オープン立直) stands, showing {tiles}; {sticks} sticks on the table.</source>
        <translation>あなたのオープン立直が成立（公開：{tiles}）。供託 {sticks} 本。</translation>
    </message>
    <message>
        <source>{name}&apos;s fever riichi (フィーバー立直) stands; {sticks} sticks on the table.</source>
        <translation>{name} のフィーバー立直が成立。供託 {sticks} 本。</translation>
    </message>
    <message>
        <source>Your fever riichi (フィーバー立直) stands; {sticks} sticks on the table.</source>
        <translation>あなたのフィーバー立直が成立。供託 {sticks} 本。</translation>
    </message>
    <message>
        <source>spring (春)</source>
        <translation>春</translation>
    </message>
    <message>
        <source>summer (夏)</source>
        <translation>夏</translation>
    </message>
    <message>
        <source>autumn (秋)</source>
        <translation>秋</translation>
    </message>
    <message>
        <source>winter (冬)</source>
        <translation>冬</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>使わない</translation>
    </message>
    <message>
        <source>decide later (保留)</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>{name} sets aside the flower {tile} (華牌).</source>
        <translation>{name} が華牌 {tile} を抜きました。</translation>
    </message>
    <message>
        <source>You set aside the flower {tile} (華牌).</source>
        <translation>あなたは華牌 {tile} を抜きました。</translation>
    </message>
    <message>
        <source>{name} sets aside {tile} (北抜き).</source>
        <translation>{name} が {tile} を抜きました（北抜き）。</translation>
    </message>
    <message>
        <source>You set aside {tile} (北抜き).</source>
        <translation>あなたは {tile} を抜きました（北抜き）。</translation>
    </message>
    <message>
        <source>{name}&apos;s {fever} starts: waits {tiles}.</source>
        <translation>{name} の{fever}開始：待ち {tiles}。</translation>
    </message>
    <message>
        <source>Your {fever} starts: waits {tiles}.</source>
        <translation>あなたの{fever}開始：待ち {tiles}。</translation>
    </message>
    <message>
        <source>{name}&apos;s fever ends: {why}.</source>
        <translation>{name} のフィーバー終了：{why}。</translation>
    </message>
    <message>
        <source>Your fever ends: {why}.</source>
        <translation>あなたのフィーバー終了：{why}。</translation>
    </message>
    <message>
        <source>Winter (冬) for {name}: {tiles} turned over, {hits} hit(s).</source>
        <translation>{name} の冬：{tiles} をめくり {hits} ヒット。</translation>
    </message>
    <message>
        <source>Winter (冬) for you: {tiles} turned over, {hits} hit(s).</source>
        <translation>あなたの冬：{tiles} をめくり {hits} ヒット。</translation>
    </message>
    <message>
        <source>{name}&apos;s dice chance (サイコロチャンス) on {pair}: {rolls}; {hits} hit(s) at {per} each.</source>
        <translation>{name} のサイコロチャンス（{pair}）：{rolls}。{hits}回当たり、1回 {per}。</translation>
    </message>
    <message>
        <source>Your dice chance (サイコロチャンス) on {pair}: {rolls}; {hits} hit(s) at {per} each.</source>
        <translation>あなたのサイコロチャンス（{pair}）：{rolls}。{hits}回当たり、1回 {per}。</translation>
    </message>
    <message>
        <source>{name} draws a {colour} pocchi (ポッチ): {effect}; the state is now {state}.</source>
        <translation>{name} が{colour}ポッチを引きました：{effect}。現在 {state}。</translation>
    </message>
    <message>
        <source>You draw a {colour} pocchi (ポッチ): {effect}; the state is now {state}.</source>
        <translation>あなたは{colour}ポッチを引きました：{effect}。現在 {state}。</translation>
    </message>
    <message>
        <source>{name} declares shuba (祝儀倍): their chips this hand are doubled.</source>
        <translation>{name} が祝儀倍を宣言：この局の祝儀は倍になります。</translation>
    </message>
    <message>
        <source>You declare shuba (祝儀倍): your chips this hand are doubled.</source>
        <translation>あなたは祝儀倍を宣言：この局の祝儀は倍になります。</translation>
    </message>
    <message>
        <source>double fever (ダブルフィーバー, ×2)</source>
        <translation>ダブルフィーバー（×2）</translation>
    </message>
    <message>
        <source>triple fever (トリプルフィーバー, ×4)</source>
        <translation>トリプルフィーバー（×4）</translation>
    </message>
    <message>
        <source>fever (フィーバー)</source>
        <translation>フィーバー</translation>
    </message>
    <message>
        <source>Chips (祝儀), {reason}: {list}.</source>
        <translation>祝儀（{reason}）：{list}。</translation>
    </message>
    <message>
        <source>nobody pays</source>
        <translation>支払いなし</translation>
    </message>
    <message>
        <source>tulip (チューリップ)</source>
        <translation>チューリップ</translation>
    </message>
    <message>
        <source>upper and lower (上下段)</source>
        <translation>上下段</translation>
    </message>
    <message>
        <source>Chips: {list}.</source>
        <translation>祝儀：{list}。</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>無印</translation>
    </message>
    <message>
        <source>Reversed (逆): the winner pays.</source>
        <translation>逆：和了者が支払います。</translation>
    </message>
    <message>
        <source>Summer (夏): {n} step(s) up.</source>
        <translation>夏：{n}段階アップ。</translation>
    </message>
    <message>
        <source>Fever win no. {n}.</source>
        <translation>フィーバー{n}回目の和了。</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Declare open riichi (オープン立直) discarding {tile}</source>
        <translation>{tile} を捨ててオープン立直</translation>
    </message>
    <message>
        <source>Declare {fever} riichi discarding {tile}</source>
        <translation>{tile} を捨てて{fever}立直</translation>
    </message>
    <message>
        <source>Set aside {tile} (北抜き)</source>
        <translation>{tile} を抜く（北抜き）</translation>
    </message>
    <message>
        <source>Gold north (金北): strengthen {target}</source>
        <translation>金北：{target}を強化</translation>
    </message>
    <message>
        <source>Fire winter (冬) now</source>
        <translation>冬を今使う</translation>
    </message>
    <message>
        <source>Hold winter (冬) for a later win</source>
        <translation>冬を後の和了まで保留</translation>
    </message>
    <message>
        <source>Take the god pocchi (神ポッチ) at its highest</source>
        <translation>神ポッチを最高目に取る</translation>
    </message>
    <message>
        <source>Take the god pocchi (神ポッチ) at its lowest</source>
        <translation>神ポッチを安目に取る</translation>
    </message>
    <message>
        <source>Name {pair} for the dice chance (出目当て)</source>
        <translation>出目当てで {pair} を選ぶ</translation>
    </message>
    <message>
        <source>, with shuba (祝儀倍)</source>
        <translation>（祝儀倍）</translation>
    </message>
</context>
<context>
    <name>AnmikaRound</name>
    <message>
        <source>from the discarder</source>
        <translation>放銃者から</translation>
    </message>
    <message>
        <source>from one player</source>
        <translation>1人から</translation>
    </message>
    <message>
        <source>from each</source>
        <translation>各自から</translation>
    </message>
    <message>
        <source>{how}, ×2 shuba (シュバ)</source>
        <translation>{how}、シュバで×2</translation>
    </message>
    <message>
        <source>{han} han: {tier}</source>
        <translation>{han}翻：{tier}</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <source>{value}, +{n} step for Summer (夏) → {result}</source>
        <translation>{value}、夏で{n}段階アップ → {result}</translation>
    </message>
    <message>
        <source>{value}, ×4 for Summer, Summer and gold north (夏夏金北)</source>
        <translation>{value}、夏夏金北で×4</translation>
    </message>
    <message>
        <source>Flowers (華牌):</source>
        <translation>華牌：</translation>
    </message>
    <message>
        <source>Reversed (逆)</source>
        <translation>逆</translation>
    </message>
    <message>
        <source>Summer (夏) +{n}</source>
        <translation>夏 +{n}</translation>
    </message>
    <message>
        <source>Tier: {tier}</source>
        <translation>打点：{tier}</translation>
    </message>
    <message>
        <source>Fever win no. {n}</source>
        <translation>フィーバー{n}回目</translation>
    </message>
    <message>
        <source>Chips (祝儀)</source>
        <translation>祝儀</translation>
    </message>
    <message>
        <source>No chips for this win</source>
        <translation>この和了の祝儀はありません</translation>
    </message>
    <message>
        <source>Chips moved: {list}</source>
        <translation>祝儀の移動：{list}</translation>
    </message>
    <message>
        <source>{name}, pair {pair}: {rolls} — {hits} hit(s) × {per}</source>
        <translation>{name}（{pair}）：{rolls} — {hits}回当たり × {per}</translation>
    </message>
    <message>
        <source>Dice chances (サイコロチャンス)</source>
        <translation>サイコロチャンス</translation>
    </message>
    <message>
        <source>The set number of hands has been played.</source>
        <translation>決められた局数を終えました。</translation>
    </message>
    <message>
        <source>Sudden death (サドンデス): a win with someone at 40,000 points or more ends the game.</source>
        <translation>サドンデス：誰かが40,000点以上の状態で和了があったため終局です。</translation>
    </message>
</context>
<context>
    <name>AnmikaTable</name>
    <message>
        <source>Open riichi (オープン)</source>
        <translation>オープン立直</translation>
    </message>
    <message>
        <source>Double fever (ダブル)</source>
        <translation>ダブルフィーバー</translation>
    </message>
    <message>
        <source>Fever riichi (フィーバー)</source>
        <translation>フィーバー立直</translation>
    </message>
    <message>
        <source>Triple fever (トリプル)</source>
        <translation>トリプルフィーバー</translation>
    </message>
    <message>
        <source>Shuba ×2 (祝儀倍): on</source>
        <translation>祝儀倍：オン</translation>
    </message>
    <message>
        <source>Shuba ×2 (祝儀倍): off</source>
        <translation>祝儀倍：オフ</translation>
    </message>
    <message>
        <source>Extract (北抜き)</source>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>Spring (春)</source>
        <translation>春</translation>
    </message>
    <message>
        <source>Summer (夏)</source>
        <translation>夏</translation>
    </message>
    <message>
        <source>Autumn (秋)</source>
        <translation>秋</translation>
    </message>
    <message>
        <source>Winter (冬)</source>
        <translation>冬</translation>
    </message>
    <message>
        <source>Not used (使わない)</source>
        <translation>使わない</translation>
    </message>
    <message>
        <source>Decide later (保留)</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Fire winter (冬を使う)</source>
        <translation>冬を使う</translation>
    </message>
    <message>
        <source>Hold (保留)</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Highest (最高目)</source>
        <translation>最高目</translation>
    </message>
    <message>
        <source>Lowest (安目)</source>
        <translation>安目</translation>
    </message>
    <message>
        <source>{variant}: discard one of the tiles marked in red.</source>
        <translation>{variant}：赤い印の牌から1枚捨ててください。</translation>
    </message>
    <message>
        <source>Shuba (祝儀倍) is on.</source>
        <translation>祝儀倍を宣言します。</translation>
    </message>
    <message>
        <source>Dice chance (出目当て): name a pair of faces; four rolls, each roll showing it is a hit.</source>
        <translation>出目当て：2つの目の組を選んでください。4回振り、その組が出るたびに当たりです。</translation>
    </message>
    <message>
        <source>Gold north (金北): choose the flower it strengthens.</source>
        <translation>金北：強化する華牌を選んでください。</translation>
    </message>
    <message>
        <source>Winter (冬): fire it now, or hold it for a later win?</source>
        <translation>冬：今使いますか、後の和了まで保留しますか？</translation>
    </message>
    <message>
        <source>God pocchi (神ポッチ): take it as the tile that pays most, or least?</source>
        <translation>神ポッチ：最高目に取りますか、安目に取りますか？</translation>
    </message>
    <message>
        <source>North! (北抜き)</source>
        <translation>北抜き！</translation>
    </message>
    <message>
        <source>Flower! (華)</source>
        <translation>華！</translation>
    </message>
    <message>
        <source>逆 ×{n}</source>
        <translation>逆 ×{n}</translation>
    </message>
    <message>
        <source>正 ×{n}</source>
        <translation>正 ×{n}</translation>
    </message>
    <message>
        <source>Pocchi! {state}</source>
        <translation>ポッチ！ {state}</translation>
    </message>
    <message>
        <source>Fever! (フィーバー)</source>
        <translation>フィーバー！</translation>
    </message>
    <message>
        <source>The fever is over</source>
        <translation>フィーバー終了</translation>
    </message>
    <message>
        <source>Winter (冬): {n} hits</source>
        <translation>冬：{n}ヒット</translation>
    </message>
    <message>
        <source>No hit</source>
        <translation>当たりなし</translation>
    </message>
    <message>
        <source>{hits} hit(s): {n} from each</source>
        <translation>{hits}回当たり：各 {n}</translation>
    </message>
    <message>
        <source>{n} chips</source>
        <translation>チップ {n}</translation>
    </message>
    <message>
        <source>Open riichi! (オープン立直)</source>
        <translation>オープン立直！</translation>
    </message>
    <message>
        <source>Fever riichi! (フィーバー立直)</source>
        <translation>フィーバー立直！</translation>
    </message>
    <message>
        <source>Shuba! (祝儀倍)</source>
        <translation>祝儀倍！</translation>
    </message>
    <message>
        <source>Chips {n}</source>
        <translation>チップ {n}</translation>
    </message>
    <message>
        <source>立直</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>ダブル</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <source>オープン</source>
        <translation>オープン</translation>
    </message>
    <message>
        <source>フィーバー</source>
        <translation>フィーバー</translation>
    </message>
    <message>
        <source>フィーバー ×{n}</source>
        <translation>フィーバー ×{n}</translation>
    </message>
    <message>
        <source>祝儀倍</source>
        <translation>祝儀倍</translation>
    </message>
    <message>
        <source>祝儀倍済</source>
        <translation>祝儀倍済</translation>
    </message>
    <message>
        <source>Fever</source>
        <translation>フィーバー</translation>
    </message>
    <message>
        <source>Fever ×{n}</source>
        <translation>フィーバー ×{n}</translation>
    </message>
    <message>
        <source>{name}: {n} wins</source>
        <translation>{name}：{n}回和了</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n}点</translation>
    </message>
    <message>
        <source>Sitting out (抜け番)</source>
        <translation>抜け番</translation>
    </message>
    <message>
        <source>{round} (返り東)</source>
        <translation>{round}（返り東）</translation>
    </message>
    <message>
        <source>{name}: dice {pair}, {n} per hit</source>
        <translation>{name}：出目 {pair}、1当たり {n}</translation>
    </message>
</context>
<context>
    <name>AnmikaTeaching</name>
    <message>
        <source>Your hand is complete, but a closed hand wins only after riichi (筋肉): declare riichi with a discard instead.</source>
        <extracomment>a drawn north (北, kind 30) is set aside with a replacement (北抜き): never an improving tile</extracomment>
        <translation>和了形ですが、門前の手はリーチしないと和了れません（筋肉）。打牌でリーチを宣言しましょう。</translation>
    </message>
    <message>
        <source>After riichi a kan that keeps your waits is a must (カンの強制): declare the kan.</source>
        <translation>リーチ後、待ちが変わらないカンは必須です（カンの強制）。カンを宣言しましょう。</translation>
    </message>
    <message>
        <source>A north is never discarded: set it aside (北抜き) for a dora, a chip and a new tile; keep it only for 字一色, 四喜和 or 国士無双.</source>
        <translation>北は捨てられません。抜く（北抜き）とドラ1・祝儀1・補充1枚。手に残すのは字一色・四喜和・国士無双のときだけ。</translation>
    </message>
</context>
<context>
    <name>ContinueDialog</name>
    <message>
        <source>Continue a game</source>
        <translation>対局の続きから</translation>
    </message>
    <message>
        <source>Unfinished games, the most recent first:</source>
        <translation>途中の対局（新しい順）:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存日時</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>破棄…</translation>
    </message>
    <message>
        <source>between games</source>
        <translation>対局の合間</translation>
    </message>
    <message>
        <source>{game} (open in another window)</source>
        <translation>{game}（別のウィンドウで対局中）</translation>
    </message>
    <message>
        <source>Discard a game</source>
        <translation>対局の破棄</translation>
    </message>
    <message>
        <source>Discard the unfinished game of {game} with {names}? It cannot be continued afterwards.</source>
        <translation>{game}（{names}）の途中の対局を破棄しますか？ 破棄すると続きから遊べません。</translation>
    </message>
    <message>
        <source>This game is open in another window of House Rules.</source>
        <translation>この対局はハウスルールの別のウィンドウで開かれています。</translation>
    </message>
</context>
<context>
    <name>DaifugoResults</name>
    <message>
        <source>大富豪 (Grand Millionaire)</source>
        <translation>大富豪</translation>
    </message>
    <message>
        <source>大貧民 (Grand Poor)</source>
        <translation>大貧民</translation>
    </message>
    <message>
        <source>富豪 (Millionaire)</source>
        <translation>富豪</translation>
    </message>
    <message>
        <source>貧民 (Poor)</source>
        <translation>貧民</translation>
    </message>
    <message>
        <source>平民 (Commoner)</source>
        <translation>平民</translation>
    </message>
    <message>
        <source>fell from the capital (都落ち)</source>
        <translation>都落ち</translation>
    </message>
    <message>
        <source>eliminated (脱落)</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>put at the bottom by a rule</source>
        <translation>ルールにより最下位</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{name} was left holding cards: game {n} of the session is over.</source>
        <translation>{name}の手札が残り、第{n}ゲームが終わりました。</translation>
    </message>
    <message>
        <source>{names} still held cards when game {n} of the session ended.</source>
        <translation>{names}の手札が残ったまま、第{n}ゲームが終わりました。</translation>
    </message>
    <message>
        <source>Every player is out: game {n} of the session is over.</source>
        <translation>全員が上がり、第{n}ゲームが終わりました。</translation>
    </message>
    <message>
        <source>{place}, {title}: {name}</source>
        <translation>{place} {title}：{name}</translation>
    </message>
    <message>
        <source>{line}, {fate}</source>
        <translation>{line}（{fate}）</translation>
    </message>
    <message>
        <source>Added rules in force: {n}.</source>
        <translation>有効な追加ルール：{n}個</translation>
    </message>
    <message>
        <source>No added rules were in force.</source>
        <translation>追加ルールはありませんでした。</translation>
    </message>
    <message>
        <source>Next, rules are added by: {names}.</source>
        <translation>次にルールを追加する人：{names}</translation>
    </message>
</context>
<context>
    <name>EfficiencyPanel</name>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Show every discard</source>
        <translation>すべての打牌を表示</translation>
    </message>
    <message>
        <source>Tile efficiency (牌効率): shown on your turn.</source>
        <translation>牌効率：自分の手番に表示します。</translation>
    </message>
    <message>
        <source>After</source>
        <translation>打牌後</translation>
    </message>
    <message>
        <source>Improving (受け入れ) ×unseen</source>
        <translation>受け入れ ×残り枚数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Complete (和了形)</source>
        <translation>和了形</translation>
    </message>
    <message>
        <source>Tenpai (聴牌): waits {tiles} — {n} unseen</source>
        <translation>聴牌：待ち {tiles}（残り{n}枚）</translation>
    </message>
    <message>
        <source>Tenpai (聴牌) after {tile}: waits {tiles}</source>
        <translation>{tile}を切って聴牌：待ち {tiles}</translation>
    </message>
    <message>
        <source>Tenpai (聴牌) after the right discard</source>
        <translation>打牌次第で聴牌</translation>
    </message>
    <message>
        <source>{n}-shanten ({n}向聴)</source>
        <translation>{n}向聴</translation>
    </message>
    <message>
        <source>Improving tiles (受け入れ): {n} unseen</source>
        <translation>受け入れ：残り{n}枚</translation>
    </message>
    <message>
        <source>{tile}: {n} left unseen</source>
        <translation>{tile}：残り{n}枚</translation>
    </message>
    <message>
        <source>Furiten (振聴): {tiles} in your own discards — no ron (ロン), only tsumo (ツモ).</source>
        <translation>振聴：{tiles}が自分の捨て牌にあります。ロンできず、ツモのみで和了できます。</translation>
    </message>
    <message>
        <source>No yaku (役なし): this tsumo (ツモ) is no win.</source>
        <translation>役なし：このツモでは和了できません。</translation>
    </message>
    <message>
        <source>No yaku (役なし) on ron (ロン): declare riichi (立直) or win by tsumo (ツモ).</source>
        <translation>役なし：ロンでは和了できません。リーチをかけるか、ツモで和了してください。</translation>
    </message>
    <message>
        <source>No yaku (役なし) on ron (ロン) with {tiles}: declare riichi (立直) or win by tsumo (ツモ).</source>
        <translation>役なし：{tiles}ではロンできません。リーチをかけるか、ツモで和了してください。</translation>
    </message>
    <message>
        <source>No yaku (役なし) on ron (ロン) with {tiles}: only tsumo (ツモ) wins.</source>
        <translation>役なし：{tiles}ではロンできず、ツモでのみ和了できます。</translation>
    </message>
    <message>
        <source>No yaku (役なし): this open hand cannot win on any of its waits.</source>
        <translation>役なし：この鳴いた手はどの待ちでも和了できません。</translation>
    </message>
    <message>
        <source>No yaku (役なし) when winning on {tiles}: such a win is not allowed.</source>
        <translation>役なし：{tiles}では和了できません。</translation>
    </message>
    <message>
        <source>Hint: win by tsumo (ツモ).</source>
        <translation>ヒント：ツモ和了できます。</translation>
    </message>
    <message>
        <source>Hint: win by ron (ロン).</source>
        <translation>ヒント：ロン和了できます。</translation>
    </message>
    <message>
        <source>{tile} (or {others})</source>
        <translation>{tile}（または{others}）</translation>
    </message>
    <message>
        <source>Hint: discard {tile} and declare riichi (立直): waits on {n} unseen tiles.</source>
        <translation>ヒント：{tile}を切ってリーチ。待ちは残り{n}枚です。</translation>
    </message>
    <message>
        <source>Hint: discard {tile}: tenpai (聴牌), waiting on {n} unseen tiles.</source>
        <translation>ヒント：{tile}を切ると聴牌。待ちは残り{n}枚です。</translation>
    </message>
    <message>
        <source>Hint: discard {tile}: {s}-shanten ({s}向聴) after it, with the most improving tiles ({n}).</source>
        <translation>ヒント：{tile}を切ると{s}向聴で、受け入れが最も多くなります（{n}枚）。</translation>
    </message>
    <message>
        <source>Lose a step (向聴戻し):</source>
        <translation>向聴戻し：</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>Furiten (振聴): a wait is in your discards</source>
        <translation>振聴：待ち牌が自分の捨て牌にあります</translation>
    </message>
    <message>
        <source>No yaku (役なし) with {tiles}</source>
        <translation>役なし：{tiles}</translation>
    </message>
    <message>
        <source>No yaku (役なし) on ron with {tiles}</source>
        <translation>役なし（ロン）：{tiles}</translation>
    </message>
    <message>
        <source>Riichi (立直) possible</source>
        <translation>リーチ可能</translation>
    </message>
    <message>
        <source>Discard {tile}: tenpai (聴牌), {n} winning tiles unseen</source>
        <translation>{tile}を切ると聴牌：和了牌は残り{n}枚</translation>
    </message>
    <message>
        <source>Discard {tile}: {s}-shanten ({s}向聴), {n} improving tiles unseen</source>
        <translation>{tile}を切ると{s}向聴：受け入れは残り{n}枚</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Click a card to give to {name} ({n} left), or Done.</source>
        <translation>{name} に渡すカードをクリックしてください（残り {n} 枚）。または「完了」。</translation>
    </message>
    <message>
        <source>Click a card to give to {name} ({n} left).</source>
        <translation>{name} に渡すカードをクリックしてください（残り {n} 枚）。</translation>
    </message>
    <message>
        <source>Click a card to discard ({n} left), or Done.</source>
        <translation>捨てるカードをクリックしてください（残り {n} 枚）。または「完了」。</translation>
    </message>
    <message>
        <source>Click a card to discard ({n} left).</source>
        <translation>捨てるカードをクリックしてください（残り {n} 枚）。</translation>
    </message>
    <message>
        <source>Click a card of the discard pile laid on the table to take it ({n} left), or Done.</source>
        <translation>テーブルに並べた捨て札から拾うカードをクリック（残り{n}枚）、または「完了」。</translation>
    </message>
    <message>
        <source>Click a card of the discard pile laid on the table to take it ({n} left).</source>
        <translation>テーブルに並べた捨て札から拾うカードをクリックしてください（残り{n}枚）。</translation>
    </message>
    <message>
        <source>Click a rank on the table: every player discards all cards of it ({n} left), or Done.</source>
        <translation>テーブル上のランクをクリック：全員がそのランクのカードをすべて捨てます（残り{n}回）、または「完了」。</translation>
    </message>
    <message>
        <source>Several of your rules fire at once: click on the table the one that goes first.</source>
        <translation>あなたのルールが同時に発動します：先に処理するものをテーブル上でクリックしてください。</translation>
    </message>
    <message>
        <source>The field is about to be cleared: play cards on the field to answer it, or let it pass.</source>
        <translation>場が流れようとしています。場にカードを出して応じるか、見送ってください。</translation>
    </message>
    <message>
        <source>{rule} first</source>
        <translation>{rule} を先に</translation>
    </message>
    <message>
        <source>Name {rank}</source>
        <translation>{rank} を宣言</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <source> / </source>
        <extracomment>steps in which the seats that may call a discard answer (riichi &quot;claims&quot;, Wild Rummy R&apos;s call window) steps in which the seat to move plays a turn it won by a call (鳴き手番: meld, then end it) a practice game&apos;s take-backs: the record lengths it was taken back to (gui/take_back.py) names this game&apos;s own autosave for its whole life (a session&apos;s next games keep it)</extracomment>
        <translation> ／ </translation>
    </message>
    <message>
        <source>Choose: {choices}.</source>
        <translation>選んでください：{choices}</translation>
    </message>
    <message>
        <source>{calls}, or pass?</source>
        <translation>{calls}、それとも見送りますか？</translation>
    </message>
    <message>
        <source>{name}: {question}</source>
        <translation>{name}：{question}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} の番です。</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>ほかのプレイヤーを待っています…</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} が考えています…</translation>
    </message>
    <message>
        <source>Call turn (鳴き手番): meld the called card, then end the call turn.</source>
        <translation>鳴き手番：鳴いた札をメルドしてから、鳴き手番を終えてください。</translation>
    </message>
    <message>
        <source>Call turn (鳴き手番): meld, then end the call turn.</source>
        <translation>鳴き手番：メルドしてから、鳴き手番を終えてください。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>The AI failed: {error}</source>
        <translation>AI でエラーが起きました: {error}</translation>
    </message>
    <message>
        <source>No hint: it is not your turn.</source>
        <translation>ヒントなし: あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>ヒント: {move}。</translation>
    </message>
</context>
<context>
    <name>HandCalculator</name>
    <message>
        <source>The {what} cannot be read: {error}</source>
        <extracomment>which seat a called tile came from, as (caller - discarder) % 4: chi from the left, others opposite</extracomment>
        <translation>{what}を読み取れません：{error}</translation>
    </message>
    <message>
        <source>meld “{text}”</source>
        <translation>副露「{text}」</translation>
    </message>
    <message>
        <source>“{text}” is not a meld: a chi is a run of three, a pon three alike, a kan four alike.</source>
        <translation>「{text}」は副露になりません：チーは3枚の順子、ポンは同じ牌3枚、カンは同じ牌4枚です。</translation>
    </message>
    <message>
        <source>There are {n} of {tile}: a set has only four.</source>
        <translation>{tile} が{n}枚あります：1種類は4枚までです。</translation>
    </message>
    <message>
        <source>There are {n} red fives of one suit: a set has only one.</source>
        <translation>同じ色の赤五が{n}枚あります：各色1枚までです。</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Enter the hand: the concealed tiles, the winning tile included.</source>
        <translation>手牌（和了牌を含む門前の牌）を入力してください。</translation>
    </message>
    <message>
        <source>The hand has {n} tiles counting the melds (a kan counts as three); a winning hand has 14.</source>
        <translation>副露を含めて{n}枚です（カンは3枚と数えます）。和了形は14枚です。</translation>
    </message>
    <message>
        <source>winning tile</source>
        <translation>和了牌</translation>
    </message>
    <message>
        <source>The winning tile must be one of the concealed tiles.</source>
        <translation>和了牌は手牌の中から選んでください。</translation>
    </message>
    <message>
        <source>dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>ura dora indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <source>East (東)</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South (南)</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West (西)</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North (北)</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Ron (ロン) payment: {n}</source>
        <translation>ロン：{n}</translation>
    </message>
    <message>
        <source>Tsumo (ツモ) payment: {n} all</source>
        <translation>ツモ：{n}オール</translation>
    </message>
    <message>
        <source>Tsumo (ツモ) payment: {others}/{dealer}</source>
        <translation>ツモ：{others}/{dealer}</translation>
    </message>
    <message>
        <source>Not a complete hand (和了形): four melds and a pair, seven pairs or thirteen orphans.</source>
        <translation>和了形ではありません：4面子1雀頭、七対子、国士無双のいずれかが必要です。</translation>
    </message>
    <message>
        <source>No yaku (役なし): the hand is complete but cannot win.</source>
        <translation>役なし：和了形ですが和了できません。</translation>
    </message>
    <message>
        <source>Total: {value}</source>
        <translation>合計：{value}</translation>
    </message>
    <message>
        <source>base (副底)</source>
        <translation>副底</translation>
    </message>
    <message>
        <source>closed ron (門前加符)</source>
        <translation>門前加符</translation>
    </message>
    <message>
        <source>tsumo (ツモ符)</source>
        <translation>ツモ符</translation>
    </message>
    <message>
        <source>value pair (役牌の雀頭)</source>
        <translation>役牌の雀頭</translation>
    </message>
    <message>
        <source>closed wait (嵌張)</source>
        <translation>嵌張待ち</translation>
    </message>
    <message>
        <source>edge wait (辺張)</source>
        <translation>辺張待ち</translation>
    </message>
    <message>
        <source>pair wait (単騎)</source>
        <translation>単騎待ち</translation>
    </message>
    <message>
        <source>open pinfu (喰い平和)</source>
        <translation>喰い平和</translation>
    </message>
    <message>
        <source>seven pairs (七対子)</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>closed triplet of {tile} (暗刻)</source>
        <translation>{tile}の暗刻</translation>
    </message>
    <message>
        <source>open triplet of {tile} (明刻)</source>
        <translation>{tile}の明刻</translation>
    </message>
    <message>
        <source>closed kan of {tile} (暗槓)</source>
        <translation>{tile}の暗槓</translation>
    </message>
    <message>
        <source>open kan of {tile} (明槓)</source>
        <translation>{tile}の明槓</translation>
    </message>
    <message>
        <source>Fu (符): {parts} = {fu}</source>
        <translation>符：{parts} ＝ {fu}符</translation>
    </message>
    <message>
        <source>Fu (符): {parts}</source>
        <translation>符：{parts}</translation>
    </message>
    <message>
        <source>Fu (符): {parts} = {raw}, rounded up to {fu}</source>
        <translation>符：{parts} ＝ {raw}符、切り上げて{fu}符</translation>
    </message>
    <message>
        <source>The winner gains {n} in all (honba and riichi sticks included).</source>
        <translation>和了者の収入は合計{n}点（本場・供託を含む）。</translation>
    </message>
    <message>
        <source>Hand calculator (点数計算機)</source>
        <translation>点数計算機</translation>
    </message>
    <message>
        <source>Hand: the concealed tiles, the winning tile included</source>
        <translation>手牌：和了牌を含む門前の牌</translation>
    </message>
    <message>
        <source>Winning tile:</source>
        <translation>和了牌：</translation>
    </message>
    <message>
        <source>Called melds, one per field (pon 555p, chi 123m, kan 1111z, closed kan 2222p):</source>
        <translation>副露（1欄に1つ：pon 555p、chi 123m、kan 1111z、closed kan 2222p。ポン・チー・カン・暗槓・加槓でも可）：</translation>
    </message>
    <message>
        <source>Tiles: click to add to the field last chosen</source>
        <translation>牌：クリックで最後に選んだ欄に追加</translation>
    </message>
    <message>
        <source>⌫ Back</source>
        <translation>⌫ 1枚戻す</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>状況</translation>
    </message>
    <message>
        <source>Ron (ロン)</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Tsumo (ツモ)</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Win:</source>
        <translation>和了：</translation>
    </message>
    <message>
        <source>East (東): dealer (親)</source>
        <translation>東（親）</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Riichi (立直)</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double riichi (ダブル立直)</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <source>Seat wind:</source>
        <translation>自風：</translation>
    </message>
    <message>
        <source>Round wind:</source>
        <translation>場風：</translation>
    </message>
    <message>
        <source>Riichi:</source>
        <translation>リーチ：</translation>
    </message>
    <message>
        <source>One-shot (一発)</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>On a kan replacement tile (嶺上開花)</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Robbing a kan (槍槓)</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>On the last tile (海底摸月 / 河底撈魚)</source>
        <translation>海底摸月・河底撈魚</translation>
    </message>
    <message>
        <source>On the first draw (天和 / 地和)</source>
        <translation>天和・地和</translation>
    </message>
    <message>
        <source>Round up to mangan (切り上げ満貫)</source>
        <translation>切り上げ満貫</translation>
    </message>
    <message>
        <source>Dora indicators (ドラ表示牌):</source>
        <translation>ドラ表示牌：</translation>
    </message>
    <message>
        <source>Ura dora indicators (裏ドラ表示牌):</source>
        <translation>裏ドラ表示牌：</translation>
    </message>
    <message>
        <source>Honba (本場):</source>
        <translation>本場：</translation>
    </message>
    <message>
        <source>Riichi sticks (供託):</source>
        <translation>供託（本）：</translation>
    </message>
</context>
<context>
    <name>HelpPage</name>
    <message>
        <source>en</source>
        <translation>ja</translation>
    </message>
</context>
<context>
    <name>HeroCards</name>
    <message>
        <source>At any time</source>
        <translation>常時</translation>
    </message>
    <message>
        <source>Before your draw</source>
        <translation>自分ツモ前</translation>
    </message>
    <message>
        <source>Before your call</source>
        <translation>自分副露前</translation>
    </message>
    <message>
        <source>Before your discard</source>
        <translation>自分打牌前</translation>
    </message>
    <message>
        <source>Before your first discard</source>
        <translation>自分第一打前</translation>
    </message>
    <message>
        <source>After your win</source>
        <translation>自分アガり後</translation>
    </message>
    <message>
        <source>At the end of the hand</source>
        <translation>終局時</translation>
    </message>
    <message>
        <source>Gain 加速{n}: {n} more draw(s) and discard(s) after your discard; a call on them ends it.</source>
        <extracomment>each effect operation&apos;s sentence; its parameters fill the braces (amounts as points)</extracomment>
        <translation>加速{n}を得る：自分の打牌の後、追加で{n}回ツモと打牌を行う。鳴かれた時点で終了。</translation>
    </message>
    <message>
        <source>Gain 超加速{n}: {n} more draw(s) and discard(s) after your discard, and nobody may call meanwhile.</source>
        <translation>超加速{n}を得る：自分の打牌の後、追加で{n}回ツモと打牌を行う。その間は誰も鳴けない。</translation>
    </message>
    <message>
        <source>Choose N from 1 to {max} and deposit {cost} a step: gain 超加速N.</source>
        <translation>Nを1〜{max}から選び、1回につき{cost}点を供託する：超加速Nを得る。</translation>
    </message>
    <message>
        <source>After the discard that follows this call, gain 加速{n}.</source>
        <translation>この副露に続く打牌の後、加速{n}を得る。</translation>
    </message>
    <message>
        <source>After the discard that follows this call, gain 超加速{n}.</source>
        <translation>この副露に続く打牌の後、超加速{n}を得る。</translation>
    </message>
    <message>
        <source>Turn {k} more dora indicator(s) (at most four face up).</source>
        <translation>ドラ表示牌をさらに{k}枚めくる（表向きは最大4枚）。</translation>
    </message>
    <message>
        <source>Look at the next {n} tiles of the wall; only you see them.</source>
        <translation>山の次の{n}枚を見る（自分だけが見られる）。</translation>
    </message>
    <message>
        <source>Swap up to {max} tiles of your hand with tiles of your river, one for one.</source>
        <translation>手牌の最大{max}枚を自分の河の牌と1枚ずつ入れ替える。</translation>
    </message>
    <message>
        <source>Swap a tile of your hand with a tile of your river.</source>
        <translation>手牌1枚を自分の河の牌1枚と入れ替える。</translation>
    </message>
    <message>
        <source>Swap a tile of your river with a tile of another player&apos;s river.</source>
        <translation>自分の河の牌1枚を、他家の河の牌1枚と入れ替える。</translation>
    </message>
    <message>
        <source>The leading opponent deposits {amount} (forced: at most all their points).</source>
        <translation>トップの相手が{amount}点を供託する（強制。持ち点が足りなければ全額）。</translation>
    </message>
    <message>
        <source>An opponent of your choice deposits {amount} (forced: at most all their points).</source>
        <translation>選んだ相手が{amount}点を供託する（強制。持ち点が足りなければ全額）。</translation>
    </message>
    <message>
        <source>If another player won this hand, that winner pays you {amount}.</source>
        <translation>この局を他家がアガった場合、アガった人が自分に{amount}点を支払う。</translation>
    </message>
    <message>
        <source>At an exhaustive draw with you tenpai, each noten player pays you {amount} more.</source>
        <translation>流局時に自分が聴牌なら、ノーテンの人がそれぞれ自分にさらに{amount}点を支払う。</translation>
    </message>
    <message>
        <source>If you are last after the payments, take {amount} from the deposits.</source>
        <translation>精算後に自分がラスなら、供託から{amount}点を受け取る。</translation>
    </message>
    <message>
        <source>Learn how many man, pin, sou and honour tiles an opponent holds; only you see it.</source>
        <translation>相手1人の手牌にある萬子・筒子・索子・字牌の枚数を知る（自分だけが見られる）。</translation>
    </message>
    <message>
        <source>Nobody may call your discards until your next draw (ron still may).</source>
        <translation>次の自分のツモまで、誰も自分の捨て牌を鳴けない（ロンは可）。</translation>
    </message>
    <message>
        <source>This discard cannot be won on by ron.</source>
        <translation>この打牌ではロンされない。</translation>
    </message>
    <message>
        <source>This call may be a chi on anyone&apos;s discard, ahead of an ordinary chi.</source>
        <translation>この副露は誰の捨て牌でもチーでき、通常のチーより優先される。</translation>
    </message>
    <message>
        <source>If your winning hand has at least {melds} open melds, each other player pays you {amount} more.</source>
        <translation>アガり形に副露が{melds}つ以上あれば、他家がそれぞれ自分にさらに{amount}点を支払う。</translation>
    </message>
    <message>
        <source>Put a hand tile at the end of the wall, then draw the next tile.</source>
        <translation>手牌1枚を山の最後に置き、次の牌をツモる。</translation>
    </message>
    <message>
        <source>See the next tile and keep it on top or move it to the end of the wall; then draw.</source>
        <translation>次の牌を見て、山の上に残すか山の最後に移す。その後ツモる。</translation>
    </message>
    <message>
        <source>Take the next {n} tiles into your hand, then put {n} hand tiles back on top.</source>
        <translation>山の次の{n}枚を手牌に加え、手牌から{n}枚を山の上に戻す。</translation>
    </message>
    <message>
        <source>If you won by ron on a riichi player&apos;s discard, they pay you {amount} more.</source>
        <translation>リーチ者からロンでアガった場合、その人がさらに{amount}点を支払う。</translation>
    </message>
    <message>
        <source>If you declare riichi with this discard, you pay no stick.</source>
        <translation>この打牌でリーチする場合、リーチ棒を出さなくてよい。</translation>
    </message>
    <message>
        <source>Choose an opponent: for the rest of the hand a ron between you two pays {amount} more.</source>
        <translation>相手を1人選ぶ：この局の間、その相手と自分の間のロンは支払いが{amount}点増える。</translation>
    </message>
    <message>
        <source>If you won with riichi, the hand gains {han} han (never the needed yaku).</source>
        <translation>リーチでアガった場合、{han}翻を加える（役にはならない）。</translation>
    </message>
    <message>
        <source>Once a hand.</source>
        <translation>1局に1回。</translation>
    </message>
    <message>
        <source>Card payments never take a player below 0.</source>
        <translation>カードによる支払いで持ち点が0未満になることはない。</translation>
    </message>
    <message>
        <source>Avatar (アバター)</source>
        <translation>アバターカード</translation>
    </message>
    <message>
        <source>Action card {level} (アクション)</source>
        <translation>アクションカード {level}</translation>
    </message>
    <message>
        <source>Used: an action card is spent for the game.</source>
        <extracomment>why a card cannot be used now (the engine&apos;s codes, HeroState.card_notes)</extracomment>
        <translation>使用済：アクションカードは1ゲームに1回だけ使える。</translation>
    </message>
    <message>
        <source>Used this hand: the avatar fires again next hand.</source>
        <translation>この局は使用済：アバターカードは次の局でまた使える。</translation>
    </message>
    <message>
        <source>Used just now: the avatar fires again at its next moment.</source>
        <translation>使ったばかりです。アバターは次の使用タイミングでまた使えます。</translation>
    </message>
    <message>
        <source>You are in riichi: action cards wait for after your win or the end of the hand.</source>
        <translation>リーチ中：アクションカードは自分アガり後か終局時まで使えない。</translation>
    </message>
    <message>
        <source>Four dora indicators already show (the cap).</source>
        <translation>ドラ表示牌がすでに4枚出ている（上限）。</translation>
    </message>
    <message>
        <source>You cannot pay its deposit.</source>
        <translation>供託を支払えない。</translation>
    </message>
    <message>
        <source>Its moment has come, but its effect cannot happen now.</source>
        <translation>タイミングは来ているが、今は効果が発動できない。</translation>
    </message>
    <message>
        <source>Not its moment: {timing}.</source>
        <translation>使えるタイミングではない：{timing}。</translation>
    </message>
    <message>
        <source>Usable now: click it or drag it onto the table.</source>
        <translation>今使える：クリックするか卓へドラッグ。</translation>
    </message>
    <message>
        <source>You saw the next tiles {tiles} when {n} were left in the wall (now {now}).</source>
        <translation>山の残りが{n}枚のとき、次の牌 {tiles} を見た（現在の残り {now}枚）。</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {man} man, {pin} pin, {sou} sou, {honours} honours.</source>
        <translation>{name} の手牌：萬子{man}枚、筒子{pin}枚、索子{sou}枚、字牌{honours}枚。</translation>
    </message>
    <message>
        <source>Your cards (英雄カード)</source>
        <translation>あなたの英雄カード</translation>
    </message>
    <message>
        <source>No card can be used now.</source>
        <translation>今使えるカードはない。</translation>
    </message>
</context>
<context>
    <name>HeroDecks</name>
    <message>
        <source>Timing (タイミング): {timing}</source>
        <translation>タイミング：{timing}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Keep this deck</source>
        <translation>このデッキに決定</translation>
    </message>
    <message>
        <source>Your action cards&apos; levels must total {goal} first</source>
        <translation>先にアクションカードの合計レベルを{goal}にしてください</translation>
    </message>
    <message>
        <source>Click to keep this card.</source>
        <translation>クリックでこのカードを選びます。</translation>
    </message>
    <message>
        <source>Click to add it to your deck.</source>
        <translation>クリックでデッキに加えます。</translation>
    </message>
    <message>
        <source>Your avatar (アバター).</source>
        <translation>あなたのアバターです。</translation>
    </message>
    <message>
        <source>Already in your deck.</source>
        <translation>すでにデッキに入っています。</translation>
    </message>
    <message>
        <source>An avatar is chosen: a deck holds one.</source>
        <translation>アバターは選択済みです（デッキに1枚）。</translation>
    </message>
    <message>
        <source>Choose an avatar (アバター) first.</source>
        <translation>先にアバターを選んでください。</translation>
    </message>
    <message>
        <source>Its level would pass {goal} (levels so far: {total}).</source>
        <translation>レベルの合計が{goal}を超えます（現在の合計：{total}）。</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>今は選べません。</translation>
    </message>
    <message>
        <source>Click a card or press 1 or 2 to keep it; the other goes back. A pick is final.</source>
        <translation>カードをクリックするか1・2キーで選んでください。もう1枚は戻されます。選択は取り消せません。</translation>
    </message>
    <message>
        <source>Choose your avatar (アバター). Point at a card to read it; arrow keys and Enter work too.</source>
        <translation>アバターを選んでください。カードにポインタを合わせると説明が読めます。矢印キーとEnterでも選べます。</translation>
    </message>
    <message>
        <source>Press Done to keep this deck, or add more action cards (アクション).</source>
        <translation>「完了」でこのデッキに決定するか、アクションカードをさらに加えてください。</translation>
    </message>
    <message>
        <source>The levels total {goal}: press Done to keep this deck.</source>
        <translation>レベルの合計が{goal}になりました：「完了」でこのデッキに決定します。</translation>
    </message>
    <message>
        <source>Add action cards (アクション) until their levels total {goal}. Each pick is final.</source>
        <translation>レベルの合計が{goal}になるまでアクションカードを加えてください。選択は取り消せません。</translation>
    </message>
    <message>
        <source>2-Pick (2ピック): keep one card of each pair — avatar, then levels I, II, III</source>
        <translation>2ピック：各組から1枚を選ぶ — アバター、続いてレベルI・II・III</translation>
    </message>
    <message>
        <source>Avatar (アバター)</source>
        <translation>アバター</translation>
    </message>
    <message>
        <source>Level I</source>
        <translation>レベルI</translation>
    </message>
    <message>
        <source>Level II</source>
        <translation>レベルII</translation>
    </message>
    <message>
        <source>Level III</source>
        <translation>レベルIII</translation>
    </message>
    <message>
        <source>Constructed (構築) — Levels: {total} / {goal}</source>
        <translation>構築 — レベル：{total} / {goal}</translation>
    </message>
    <message>
        <source>Your deck:</source>
        <translation>あなたのデッキ：</translation>
    </message>
    <message>
        <source>Point at a card to read it.</source>
        <translation>カードにポインタを合わせると説明が読めます。</translation>
    </message>
</context>
<context>
    <name>HeroLog</name>
    <message>
        <source>{name} uses {card}.</source>
        <translation>{name} が「{card}」を使いました。</translation>
    </message>
    <message>
        <source>You use {card}.</source>
        <translation>あなたは「{card}」を使いました。</translation>
    </message>
    <message>
        <source>{name} uses {card} with N = {n}.</source>
        <translation>{name} が「{card}」をN = {n}で使いました。</translation>
    </message>
    <message>
        <source>You use {card} with N = {n}.</source>
        <translation>あなたは「{card}」をN = {n}で使いました。</translation>
    </message>
    <message>
        <source>{name} uses {card} on {target}.</source>
        <translation>{name} が {target} に「{card}」を使いました。</translation>
    </message>
    <message>
        <source>You use {card} on {target}.</source>
        <translation>あなたは {target} に「{card}」を使いました。</translation>
    </message>
    <message>
        <source>{name} uses {card}, swapping {tile} from the hand with the river&apos;s {place} tile.</source>
        <translation>{name} が「{card}」を使い、手牌の {tile} と河の{place}を入れ替えました。</translation>
    </message>
    <message>
        <source>You use {card}, swapping {tile} with your river&apos;s {place} tile.</source>
        <translation>あなたは「{card}」を使い、手牌の {tile} と自分の河の{place}を入れ替えました。</translation>
    </message>
    <message>
        <source>{name} now has {steps} pending: extra draws and discards after the normal discard.</source>
        <translation>{name} の追加手番：{steps}（通常の打牌の後に追加でツモと打牌）。</translation>
    </message>
    <message>
        <source>You now have {steps} pending: extra draws and discards after your normal discard.</source>
        <translation>あなたの追加手番：{steps}（通常の打牌の後に追加でツモと打牌）。</translation>
    </message>
    <message>
        <source>{name} deposits {amount} (供託); {pool} on the table now.</source>
        <translation>{name} が {amount}点を供託しました（供託 計{pool}点）。</translation>
    </message>
    <message>
        <source>You deposit {amount} (供託); {pool} on the table now.</source>
        <translation>あなたは {amount}点を供託しました（供託 計{pool}点）。</translation>
    </message>
    <message>
        <source>{name} must deposit {asked} (供託) but has only {amount}: all of it goes, and {name} stays at 0, not bust.</source>
        <translation>{name} は {asked}点を供託するところ、持ち点が {amount}点しかないため全額を供託しました。{name} は0点で、トビにはなりません。</translation>
    </message>
    <message>
        <source>You must deposit {asked} (供託) but have only {amount}: all of it goes, and you stay at 0, not bust.</source>
        <translation>あなたは {asked}点を供託するところ、持ち点が {amount}点しかないため全額を供託しました。0点で、トビにはなりません。</translation>
    </message>
    <message>
        <source>{name} must deposit {asked} (供託) but has no points: nothing is paid.</source>
        <translation>{name} は {asked}点を供託するところ、持ち点がないため支払いはありません。</translation>
    </message>
    <message>
        <source>You must deposit {asked} (供託) but have no points: nothing is paid.</source>
        <translation>あなたは {asked}点を供託するところ、持ち点がないため支払いはありません。</translation>
    </message>
    <message>
        <source>{name} looks at the next {n} tiles of the wall.</source>
        <translation>{name} が山の次の{n}枚を見ました。</translation>
    </message>
    <message>
        <source>You look at the next {n} tiles of the wall, in draw order: {tiles}.</source>
        <translation>あなたは山の次の{n}枚を見ました（ツモ順）：{tiles}。</translation>
    </message>
    <message>
        <source>{name} looks at the next tile of the wall.</source>
        <translation>{name} が山の次の牌を見ました。</translation>
    </message>
    <message>
        <source>You look at the next tile of the wall: {tiles}.</source>
        <translation>あなたは山の次の牌を見ました：{tiles}。</translation>
    </message>
    <message>
        <source>{name} counts the man, pin, sou and honour tiles in {hand}.</source>
        <translation>{name} が{hand}の萬子・筒子・索子・字牌の枚数を数えました。</translation>
    </message>
    <message>
        <source>You count {hand}: {man} man, {pin} pin, {sou} sou and {honours} honour tiles.</source>
        <translation>あなたは{hand}を数えました：萬子{man}枚、筒子{pin}枚、索子{sou}枚、字牌{honours}枚。</translation>
    </message>
    <message>
        <source>{name} takes {taken} from the river into the hand and puts {tile} in its place (捨牌の入れ替え).</source>
        <translation>{name} が河の {taken} を手牌に入れ、代わりに {tile} を河に置きました（捨牌の入れ替え）。</translation>
    </message>
    <message>
        <source>You take {taken} from your river into your hand and put {tile} in its place (捨牌の入れ替え).</source>
        <translation>あなたは河の {taken} を手牌に入れ、代わりに {tile} を河に置きました（捨牌の入れ替え）。</translation>
    </message>
    <message>
        <source>{name} swaps a river tile with another: {mine} and {theirs} change places (捨牌の入れ替え).</source>
        <translation>{name} が河の牌を入れ替えました：{mine} と {theirs}（捨牌の入れ替え）。</translation>
    </message>
    <message>
        <source>You swap {mine} with {theirs}: the two river tiles change places (捨牌の入れ替え).</source>
        <translation>あなたは河の {mine} と {theirs} を入れ替えました（捨牌の入れ替え）。</translation>
    </message>
    <message>
        <source>{name} puts a tile from the hand back on top of the wall.</source>
        <translation>{name} が手牌から1枚を山の上に戻しました。</translation>
    </message>
    <message>
        <source>You put {tile} back on top of the wall.</source>
        <translation>あなたは {tile} を山の上に戻しました。</translation>
    </message>
    <message>
        <source>{name} takes the next {n} tiles of the wall into the hand.</source>
        <translation>{name} が山の次の{n}枚を手牌に加えました。</translation>
    </message>
    <message>
        <source>You take the next {n} tiles of the wall into your hand: {tiles}.</source>
        <translation>あなたは山の次の{n}枚を手牌に加えました：{tiles}。</translation>
    </message>
    <message>
        <source>{name} puts a tile from the hand at the end of the wall.</source>
        <translation>{name} が手牌から1枚を山の最後に置きました。</translation>
    </message>
    <message>
        <source>You put {tile} at the end of the wall: it becomes the last tile.</source>
        <translation>あなたは {tile} を山の最後に置きました（最後のツモ牌になります）。</translation>
    </message>
    <message>
        <source>{name} leaves the seen tile on top of the wall or moves it to the end.</source>
        <translation>{name} が見た牌を山の上に残すか、山の最後に移しました。</translation>
    </message>
    <message>
        <source>You move the seen tile to the end of the wall.</source>
        <translation>あなたは見た牌を山の最後に移しました。</translation>
    </message>
    <message>
        <source>You leave the seen tile on top of the wall.</source>
        <translation>あなたは見た牌を山の上に残しました。</translation>
    </message>
    <message>
        <source>{name} pays {amount} to {to} (card payment).</source>
        <translation>{name} が {to} に {amount}点を支払いました（カード効果）。</translation>
    </message>
    <message>
        <source>You pay {amount} to {to} (card payment).</source>
        <translation>あなたは {to} に {amount}点を支払いました（カード効果）。</translation>
    </message>
    <message>
        <source>{name} has no points left to pay {to} (card payment).</source>
        <translation>{name} は持ち点がなく、{to} に支払えません（カード効果）。</translation>
    </message>
    <message>
        <source>You have no points left to pay {to} (card payment).</source>
        <translation>あなたは持ち点がなく、{to} に支払えません（カード効果）。</translation>
    </message>
    <message>
        <source>{name} takes {amount} from the deposits (供託).</source>
        <translation>{name} が供託から {amount}点を受け取りました。</translation>
    </message>
    <message>
        <source>You take {amount} from the deposits (供託).</source>
        <translation>あなたは供託から {amount}点を受け取りました。</translation>
    </message>
    <message>
        <source>{name} makes a choice for the deck.</source>
        <translation>{name} がデッキのカードを選びました。</translation>
    </message>
    <message>
        <source>You choose {card} for your deck.</source>
        <translation>あなたはデッキに「{card}」を選びました。</translation>
    </message>
    <message>
        <source>You have finished choosing.</source>
        <translation>あなたは選び終えました。</translation>
    </message>
    <message>
        <source>{name}&apos;s deck is ready.</source>
        <translation>{name} のデッキが決まりました。</translation>
    </message>
    <message>
        <source>Your deck is ready, with {card} as avatar (アバター).</source>
        <translation>あなたのデッキが決まりました。アバターは「{card}」です。</translation>
    </message>
    <message>
        <source>Nobody may pon, chi or kan {name}&apos;s discards until {name} draws again; ron (ロン) still may.</source>
        <translation>{name} が次にツモるまで、{name} の捨て牌はポン・チー・カンできません（ロンは可）。</translation>
    </message>
    <message>
        <source>Nobody may pon, chi or kan your discards until you draw again; ron (ロン) still may.</source>
        <translation>あなたが次にツモるまで、あなたの捨て牌はポン・チー・カンされません（ロンは可）。</translation>
    </message>
    <message>
        <source>{name}&apos;s next discard cannot be won on by ron (ロン).</source>
        <translation>{name} の次の捨て牌ではロンできません。</translation>
    </message>
    <message>
        <source>Your next discard cannot be won on by ron (ロン).</source>
        <translation>あなたの次の捨て牌ではロンされません。</translation>
    </message>
    <message>
        <source>If {name} declares riichi (立直) with the next discard, no stick is paid.</source>
        <translation>{name} が次の打牌でリーチすると、リーチ棒は不要です。</translation>
    </message>
    <message>
        <source>If you declare riichi (立直) with your next discard, you pay no stick.</source>
        <translation>あなたが次の打牌でリーチすると、リーチ棒は不要です。</translation>
    </message>
    <message>
        <source>For the rest of the hand a ron (ロン) between {name} and {target} pays {amount} more.</source>
        <translation>この局の間、{name} と {target} の間のロンは支払いが {amount}点増えます。</translation>
    </message>
    <message>
        <source>For the rest of the hand a ron (ロン) between you and {target} pays {amount} more.</source>
        <translation>この局の間、あなたと {target} の間のロンは支払いが {amount}点増えます。</translation>
    </message>
    <message>
        <source>{name}&apos;s riichi (立直) win gains {han} han.</source>
        <translation>{name} のリーチ和了に{han}翻が加わります。</translation>
    </message>
    <message>
        <source>Your riichi (立直) win gains {han} han.</source>
        <translation>あなたのリーチ和了に{han}翻が加わります。</translation>
    </message>
    <message>
        <source>After the discard that follows this call, {name} gains acceleration (加速{n}).</source>
        <translation>この副露に続く打牌の後、{name} は加速{n}を得ます。</translation>
    </message>
    <message>
        <source>After the discard that follows this call, you gain acceleration (加速{n}).</source>
        <translation>この副露に続く打牌の後、あなたは加速{n}を得ます。</translation>
    </message>
    <message>
        <source>After the discard that follows this call, {name} gains super acceleration (超加速{n}).</source>
        <translation>この副露に続く打牌の後、{name} は超加速{n}を得ます。</translation>
    </message>
    <message>
        <source>After the discard that follows this call, you gain super acceleration (超加速{n}).</source>
        <translation>この副露に続く打牌の後、あなたは超加速{n}を得ます。</translation>
    </message>
    <message>
        <source>{name}&apos;s chi (チー) may take any player&apos;s discard.</source>
        <translation>{name} のチーは誰の捨て牌からでもできます。</translation>
    </message>
    <message>
        <source>Your chi (チー) may take any player&apos;s discard.</source>
        <translation>あなたのチーは誰の捨て牌からでもできます。</translation>
    </message>
    <message>
        <source>super acceleration (超加速{n})</source>
        <translation>超加速{n}</translation>
    </message>
    <message>
        <source>acceleration (加速{n})</source>
        <translation>加速{n}</translation>
    </message>
    <message>
        <source>The decks are drafted first (2Pickルール): each player keeps one of two cards of each level; action cards stay hidden until used.</source>
        <translation>最初にデッキを選びます（2Pickルール）：各プレイヤーはレベルごとに2枚から1枚を選びます。アクションカードは使うまで伏せられます。</translation>
    </message>
    <message>
        <source>The decks are built first (構築ルール): each player chooses an avatar and action cards; action cards stay hidden until used.</source>
        <translation>最初にデッキを組みます（構築ルール）：各プレイヤーはアバターとアクションカードを選びます。アクションカードは使うまで伏せられます。</translation>
    </message>
    <message>
        <source>Your win stands; before it is scored you may use a card (自分アガり後).</source>
        <extracomment>a short line for the reader&apos;s own window, where the game waits on a card nobody else sees coming (自分ツモ前 opens at every draw while such a card is in hand: no line, the choices say it)</extracomment>
        <translation>アガりが成立しました。点数計算の前にカードを使えます（自分アガり後）。</translation>
    </message>
    <message>
        <source>The hand&apos;s payments are done; you may use a card now (終局時).</source>
        <translation>この局の精算が終わりました。今カードを使えます（終局時）。</translation>
    </message>
    <message>
        <source>{n}th</source>
        <extracomment>the place of a tile in a river, counted from 1 (Japanese: {n}枚目)</extracomment>
        <translation>{n}枚目</translation>
    </message>
    <message>
        <source>no extra steps</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}と{second}</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>あなたの手牌</translation>
    </message>
    <message>
        <source>{owner}&apos;s hand</source>
        <translation>{owner} の手牌</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}：{card}</translation>
    </message>
    <message>
        <source>The decks are ready. Avatars (アバター): {list}.</source>
        <translation>デッキが決まりました。アバター：{list}。</translation>
    </message>
    <message>
        <source>The decks are chosen before play.</source>
        <translation>対局前にデッキを選びます。</translation>
    </message>
    <message>
        <source>A card turns over another dora indicator (ドラ表示牌): {tile}.</source>
        <translation>カードの効果でドラ表示牌が追加でめくられました：{tile}。</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>「{card}」を使う</translation>
    </message>
    <message>
        <source>Use {card}: 超加速{n}, deposit {cost}</source>
        <translation>「{card}」を使う：超加速{n}、供託{cost}点</translation>
    </message>
    <message>
        <source>Use {card} with N = {n}</source>
        <translation>「{card}」をN = {n}で使う</translation>
    </message>
    <message>
        <source>Use {card} on {target}</source>
        <translation>{target} に「{card}」を使う</translation>
    </message>
    <message>
        <source>Use {card}, swapping {tile} with your river&apos;s {place} tile</source>
        <translation>「{card}」を使い、{tile} と自分の河の{place}を入れ替える</translation>
    </message>
    <message>
        <source>Use {card}, putting {tile} at the end of the wall</source>
        <translation>「{card}」を使い、{tile} を山の最後に置く</translation>
    </message>
    <message>
        <source>Draw (ツモ)</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Pass: no call, no card</source>
        <translation>見送る（鳴かない・カードも使わない）</translation>
    </message>
    <message>
        <source>Leave the seen tile on top of the wall</source>
        <translation>見た牌を山の上に残す</translation>
    </message>
    <message>
        <source>Move the seen tile to the end of the wall</source>
        <translation>見た牌を山の最後に移す</translation>
    </message>
    <message>
        <source>Swap {tile} with your river&apos;s {place} tile</source>
        <translation>{tile} と自分の河の{place}を入れ替える</translation>
    </message>
    <message>
        <source>Swap your river&apos;s {mine} tile with {other}&apos;s {place} river tile</source>
        <translation>自分の河の{mine}と {other} の河の{place}を入れ替える</translation>
    </message>
    <message>
        <source>Put {tile} back on top of the wall</source>
        <translation>{tile} を山の上に戻す</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Choose {card}: {hero}, {level}</source>
        <translation>「{card}」を選ぶ（{hero}・{level}）</translation>
    </message>
    <message>
        <source>Call chi (チー) with {tiles}, using {card}</source>
        <translation>「{card}」を使って {tiles} でチー</translation>
    </message>
</context>
<context>
    <name>HeroTable</name>
    <message>
        <source>On {name}</source>
        <extracomment>the button groups of a Hero Mahjong table in display order (the riichi table&apos;s with the window steps)</extracomment>
        <translation>{name} に使う</translation>
    </message>
    <message>
        <source>超加速 {n}: deposit {points}</source>
        <translation>超加速{n}：供託{points}点</translation>
    </message>
    <message>
        <source>N = {n}</source>
        <translation>N = {n}</translation>
    </message>
    <message>
        <source>Draw (ツモ)</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Move it to the end</source>
        <translation>最後に移す</translation>
    </message>
    <message>
        <source>Keep it on top</source>
        <translation>上に残す</translation>
    </message>
    <message>
        <source>Next tiles: {tiles}</source>
        <translation>次の牌：{tiles}</translation>
    </message>
    <message>
        <source>{name}: {man} man, {pin} pin, {sou} sou, {honours} honours</source>
        <translation>{name}：萬{man}・筒{pin}・索{sou}・字{honours}</translation>
    </message>
    <message>
        <source>Moved to the end</source>
        <translation>最後に移した</translation>
    </message>
    <message>
        <source>Kept on top</source>
        <translation>上に残した</translation>
    </message>
    <message>
        <source>That card cannot be used now.</source>
        <translation>そのカードは今使えません。</translation>
    </message>
    <message>
        <source>That river tile cannot be chosen now.</source>
        <translation>その河の牌は今選べません。</translation>
    </message>
    <message>
        <source>Sketch (素描): keep the top tile, or move it to the end of the wall.</source>
        <translation>素描：山の一番上の牌を残すか、山の最後に移してください。</translation>
    </message>
    <message>
        <source>Before your draw (自分ツモ前): use a lit card, or Draw.</source>
        <translation>自分ツモ前：光っているカードを使うか、「ツモ」を押してください。</translation>
    </message>
    <message>
        <source>You won: use a card now (自分アガり後), before the hand is scored, or Pass.</source>
        <translation>アガりました：点数計算の前にカードを使うか（自分アガり後）、「見送り」を押してください。</translation>
    </message>
    <message>
        <source>The hand is over (終局時): use a lit card, or Pass.</source>
        <translation>局が終わりました（終局時）：光っているカードを使うか、「見送り」を押してください。</translation>
    </message>
    <message>
        <source>Discard a tile, or first use a lit card (click it or drag it onto the table).</source>
        <translation>牌を切るか、先に光っているカードを使ってください（クリックまたは卓へドラッグ）。</translation>
    </message>
    <message>
        <source>Choose how to use the card, or Back.</source>
        <translation>カードの使い方を選ぶか、「戻る」を押してください。</translation>
    </message>
    <message>
        <source>Put a tile back on top of the wall: click it in your hand.</source>
        <translation>山の上に戻す牌を手牌からクリックしてください。</translation>
    </message>
    <message>
        <source>Choose a tile of your hand (lit).</source>
        <translation>手牌から牌を選んでください（光っている牌）。</translation>
    </message>
    <message>
        <source>Choose a tile of your river (lit) to swap with it.</source>
        <translation>入れ替える自分の河の牌を選んでください（光っている牌）。</translation>
    </message>
    <message>
        <source>Choose a tile of another player&apos;s river (lit).</source>
        <translation>他家の河の牌を選んでください（光っている牌）。</translation>
    </message>
    <message>
        <source>Chi with {card}</source>
        <translation>「{card}」でチー</translation>
    </message>
    <message>
        <source>That tile cannot be chosen now.</source>
        <translation>その牌は今選べません。</translation>
    </message>
</context>
<context>
    <name>IndianStandings</name>
    <message>
        <source>Each cell: the count added in the round → the pool score (lower is better; a player reaching {limit} is out). ★ marks the player who declared.</source>
        <translation>各欄：そのラウンドで加算されたカウント → プールの点（少ないほど良い。{limit} 点に達すると脱落）。★ は宣言したプレイヤー。</translation>
    </message>
    <message>
        <source>Each cell: the chips won (+) or paid (−) in the round → the chips held. ★ marks the player who declared.</source>
        <translation>各欄：そのラウンドで得た（＋）・払った（−）チップ → 持ちチップ。★ は宣言したプレイヤー。</translation>
    </message>
</context>
<context>
    <name>KeysHelpDialog</name>
    <message>
        <source>Keyboard keys</source>
        <translation>キー操作一覧</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>卓の上で</translation>
    </message>
    <message>
        <source>In the window</source>
        <translation>ウィンドウで</translation>
    </message>
</context>
<context>
    <name>MahjongAutomation</name>
    <message>
        <source>Win 和了</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>No calls 鳴きなし</source>
        <translation>鳴きなし</translation>
    </message>
    <message>
        <source>Tsumogiri ツモ切り</source>
        <translation>ツモ切り</translation>
    </message>
    <message>
        <source>North 北抜き</source>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>Waits 待ち</source>
        <translation>待ち表示</translation>
    </message>
    <message>
        <source>Auto-win (和了): win (tsumo or ron) whenever you can, without asking.</source>
        <translation>自動和了：和了れるときは聞かずにツモ・ロンします。</translation>
    </message>
    <message>
        <source>No calls (鳴きなし): pass every chi, pon and kan without asking. Ron still asks.</source>
        <translation>鳴きなし：チー・ポン・カンはすべて聞かずに見送ります。ロンは確認します。</translation>
    </message>
    <message>
        <source>Auto-discard (ツモ切り): after riichi, discard the drawn tile at once, unless it wins or a kan keeps your wait (then you are asked).</source>
        <translation>ツモ切り：リーチ後はツモ牌をすぐに捨てます。和了牌のときと、待ちが変わらないカンができるときは確認します。</translation>
    </message>
    <message>
        <source>Auto-extract (北抜き): set a north aside at once when keeping it could serve no hand (字一色, 四喜和, 国士無双 still ask). Flowers always go aside by the rules.</source>
        <translation>自動北抜き：北を残す意味がない手ならすぐに抜きます（字一色・四喜和・国士無双の可能性があるときは確認します）。華牌はルールにより常に自動で抜かれます。</translation>
    </message>
    <message>
        <source>Waits (待ち): show the tiles you wait on when your hand is tenpai (聴牌).</source>
        <translation>待ち表示：聴牌のとき待ち牌を表示します。</translation>
    </message>
    <message>
        <source>Waits:</source>
        <translation>待ち：</translation>
    </message>
</context>
<context>
    <name>MahjongLog</name>
    <message>
        <source>en</source>
        <extracomment>translated to &quot;ja&quot; in the Japanese translation: the language of the tile and yaku names</extracomment>
        <translation>ja</translation>
    </message>
    <message>
        <source>East {n} (東{n}局)</source>
        <translation>東{n}局</translation>
    </message>
    <message>
        <source>South {n} (南{n}局)</source>
        <translation>南{n}局</translation>
    </message>
    <message>
        <source>West {n} (西{n}局)</source>
        <translation>西{n}局</translation>
    </message>
    <message>
        <source>North {n} (北{n}局)</source>
        <translation>北{n}局</translation>
    </message>
    <message>
        <source>Dora (ドラ)</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Red fives (赤ドラ)</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <source>Ura dora (裏ドラ)</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Gold fives (金ドラ)</source>
        <translation>金ドラ</translation>
    </message>
    <message>
        <source>North dora (北ドラ)</source>
        <translation>北ドラ</translation>
    </message>
    <message>
        <source>Open riichi (オープン立直)</source>
        <translation>オープン立直</translation>
    </message>
    <message>
        <source>Mangan (満貫)</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>Haneman (跳満)</source>
        <translation>跳満</translation>
    </message>
    <message>
        <source>Baiman (倍満)</source>
        <translation>倍満</translation>
    </message>
    <message>
        <source>Sanbaiman (三倍満)</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <source>Counted yakuman (数え役満)</source>
        <translation>数え役満</translation>
    </message>
    <message>
        <source>Yakuman (役満)</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>Five-fold limit (五倍満)</source>
        <translation>五倍満</translation>
    </message>
    <message>
        <source>Six-fold limit (六倍満)</source>
        <translation>六倍満</translation>
    </message>
    <message>
        <source>Double yakuman (ダブル役満)</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>Triple yakuman (トリプル役満)</source>
        <translation>トリプル役満</translation>
    </message>
    <message>
        <source>four kans (四開槓)</source>
        <translation>四開槓</translation>
    </message>
    <message>
        <source>chi (チー)</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>pon (ポン)</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>kan (大明槓)</source>
        <translation>大明槓</translation>
    </message>
    <message>
        <source>closed kan (暗槓)</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>added kan (加槓)</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>{n} tiles</source>
        <translation>{n}枚の牌</translation>
    </message>
    <message>
        <source>Yakuman ×{n} (役満)</source>
        <translation>{n}倍役満</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first}{second}</translation>
    </message>
    <message>
        <source>{n} han</source>
        <translation>{n}翻</translation>
    </message>
    <message>
        <source>{han} han {fu} fu, {limit}</source>
        <translation>{han}翻{fu}符 {limit}</translation>
    </message>
    <message>
        <source>{han} han, {limit}</source>
        <translation>{han}翻 {limit}</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <source>{yaku} {han}</source>
        <translation>{yaku} {han}翻</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>{name} is dealt {n} tiles.</source>
        <translation>{name} に{n}枚配られました。</translation>
    </message>
    <message>
        <source>You are dealt {tiles}.</source>
        <translation>あなたの配牌：{tiles}。</translation>
    </message>
    <message>
        <source>{name} draws a tile.</source>
        <translation>{name} がツモりました。</translation>
    </message>
    <message>
        <source>You draw {tile}.</source>
        <translation>あなたは {tile} をツモりました。</translation>
    </message>
    <message>
        <source>{name} draws {tile}.</source>
        <translation>{name} が {tile} をツモりました。</translation>
    </message>
    <message>
        <source>{name} draws a replacement tile (嶺上牌).</source>
        <translation>{name} が嶺上牌をツモりました。</translation>
    </message>
    <message>
        <source>You draw {tile} as the replacement tile (嶺上牌).</source>
        <translation>あなたは嶺上牌 {tile} をツモりました。</translation>
    </message>
    <message>
        <source>{name} draws {tile} as the replacement tile (嶺上牌).</source>
        <translation>{name} が嶺上牌 {tile} をツモりました。</translation>
    </message>
    <message>
        <source>{name} discards {tile}.</source>
        <translation>{name} が {tile} を捨てました。</translation>
    </message>
    <message>
        <source>You discard {tile}.</source>
        <translation>あなたは {tile} を捨てました。</translation>
    </message>
    <message>
        <source>{name} discards {tile}, the tile just drawn (ツモ切り).</source>
        <translation>{name} が {tile} をツモ切りしました。</translation>
    </message>
    <message>
        <source>You discard {tile}, the tile just drawn (ツモ切り).</source>
        <translation>あなたは {tile} をツモ切りしました。</translation>
    </message>
    <message>
        <source>{name} declares riichi (立直) and discards {tile} sideways.</source>
        <translation>{name} が {tile} を横向きに捨ててリーチしました。</translation>
    </message>
    <message>
        <source>You declare riichi (立直) and discard {tile} sideways.</source>
        <translation>あなたは {tile} を横向きに捨ててリーチしました。</translation>
    </message>
    <message>
        <source>{name} has answered the call.</source>
        <translation>{name} が鳴きの返事をしました。</translation>
    </message>
    <message>
        <source>You have answered; the others are still deciding.</source>
        <translation>返事をしました。ほかの人の判断を待っています。</translation>
    </message>
    <message>
        <source>{name}&apos;s riichi (立直) stands: a 1,000-point stick goes on the table ({sticks} there now).</source>
        <translation>{name} のリーチが成立：千点棒を供託します（供託 {sticks}本）。</translation>
    </message>
    <message>
        <source>Your riichi (立直) stands: a 1,000-point stick goes on the table ({sticks} there now).</source>
        <translation>あなたのリーチが成立：千点棒を供託します（供託 {sticks}本）。</translation>
    </message>
    <message>
        <source>{name}&apos;s double riichi (ダブル立直) stands: a 1,000-point stick goes on the table ({sticks} there now).</source>
        <translation>{name} のダブルリーチが成立：千点棒を供託します（供託 {sticks}本）。</translation>
    </message>
    <message>
        <source>Your double riichi (ダブル立直) stands: a 1,000-point stick goes on the table ({sticks} there now).</source>
        <translation>あなたのダブルリーチが成立：千点棒を供託します（供託 {sticks}本）。</translation>
    </message>
    <message>
        <source>{name} calls {call} on {discard}: {tiles}.</source>
        <translation>{name} が {discard} を{call}：{tiles}。</translation>
    </message>
    <message>
        <source>You call {call} on {discard}: {tiles}.</source>
        <translation>あなたは {discard} を{call}：{tiles}。</translation>
    </message>
    <message>
        <source>{name} declares a closed kan (暗槓): {tiles}.</source>
        <translation>{name} が暗槓しました：{tiles}。</translation>
    </message>
    <message>
        <source>You declare a closed kan (暗槓): {tiles}.</source>
        <translation>あなたは暗槓しました：{tiles}。</translation>
    </message>
    <message>
        <source>{name} adds {tile} to a pon: added kan (加槓).</source>
        <translation>{name} がポンに {tile} を加えて加槓しました。</translation>
    </message>
    <message>
        <source>You add {tile} to your pon: added kan (加槓).</source>
        <translation>あなたはポンに {tile} を加えて加槓しました。</translation>
    </message>
    <message>
        <source>{name} wins by tsumo (ツモ) with {tile}: {yaku}; {value}, +{points}.</source>
        <translation>{name} が {tile} でツモ和了：{yaku}。{value}、+{points}点。</translation>
    </message>
    <message>
        <source>You win by tsumo (ツモ) with {tile}: {yaku}; {value}, +{points}.</source>
        <translation>あなたは {tile} でツモ和了：{yaku}。{value}、+{points}点。</translation>
    </message>
    <message>
        <source>{name} wins by ron (ロン) on {discard}: {yaku}; {value}, +{points}.</source>
        <translation>{name} が {discard} でロン和了：{yaku}。{value}、+{points}点。</translation>
    </message>
    <message>
        <source>You win by ron (ロン) on {discard}: {yaku}; {value}, +{points}.</source>
        <translation>あなたは {discard} でロン和了：{yaku}。{value}、+{points}点。</translation>
    </message>
    <message>
        <source>{name}, the last dealer, may end the game here (アガリ止め・テンパイ止め) or play on.</source>
        <translation>オーラスの親 {name} は、ここで終局する（アガリ止め・テンパイ止め）か続行するかを選べます。</translation>
    </message>
    <message>
        <source>You are the last dealer: end the game here (アガリ止め・テンパイ止め) or play on.</source>
        <translation>あなたはオーラスの親です：ここで終局する（アガリ止め・テンパイ止め）か続行するかを選んでください。</translation>
    </message>
    <message>
        <source>{hand}, {honba} honba (本場): you deal (親).</source>
        <translation>{hand} {honba}本場：親はあなたです。</translation>
    </message>
    <message>
        <source>{hand}, {honba} honba (本場): {dealer} deals (親).</source>
        <translation>{hand} {honba}本場：親は {dealer} です。</translation>
    </message>
    <message>
        <source>Riichi sticks on the table (供託): {n}.</source>
        <translation>供託：{n}本。</translation>
    </message>
    <message>
        <source>Dora indicator (ドラ表示牌): {tiles}.</source>
        <translation>ドラ表示牌：{tiles}。</translation>
    </message>
    <message>
        <source>your {tile}</source>
        <translation>あなたの{tile}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {tile}</source>
        <translation>{owner} の{tile}</translation>
    </message>
    <message>
        <source>Exhaustive draw (流局).</source>
        <translation>流局。</translation>
    </message>
    <message>
        <source>Nagashi mangan (流し満貫): {names}.</source>
        <translation>流し満貫：{names}。</translation>
    </message>
    <message>
        <source>Nobody is tenpai (全員ノーテン).</source>
        <translation>全員ノーテン。</translation>
    </message>
    <message>
        <source>Everybody is tenpai (全員聴牌).</source>
        <translation>全員聴牌。</translation>
    </message>
    <message>
        <source>Tenpai (聴牌): {tenpai}; noten (不聴): {noten}.</source>
        <translation>聴牌：{tenpai}。不聴：{noten}。</translation>
    </message>
    <message>
        <source>Payments: {list}.</source>
        <translation>収支：{list}。</translation>
    </message>
    <message>
        <source>Nobody pays.</source>
        <translation>支払いはありません。</translation>
    </message>
    <message>
        <source>The hand is aborted (途中流局): {reason}.</source>
        <translation>途中流局：{reason}。</translation>
    </message>
    <message>
        <source>The hand is aborted (途中流局).</source>
        <translation>途中流局。</translation>
    </message>
    <message>
        <source>{place} {name} ({points})</source>
        <translation>{place} {name}（{points}）</translation>
    </message>
    <message>
        <source>Game over: {ranking}.</source>
        <translation>終局：{ranking}。</translation>
    </message>
    <message>
        <source>The last dealer ends the game (アガリ止め・テンパイ止め).</source>
        <translation>オーラスの親が終局を選びました（アガリ止め・テンパイ止め）。</translation>
    </message>
    <message>
        <source>A new dora indicator is turned over (カンドラ): {tile}.</source>
        <translation>新ドラ表示牌がめくられました（カンドラ）：{tile}。</translation>
    </message>
    <message>
        <source>Discard {tile}</source>
        <translation>{tile} を捨てる</translation>
    </message>
    <message>
        <source>Declare riichi (立直) discarding {tile}</source>
        <translation>{tile} を捨ててリーチ</translation>
    </message>
    <message>
        <source>Win by tsumo (ツモ) with {tile}</source>
        <translation>{tile} でツモ和了</translation>
    </message>
    <message>
        <source>Win by ron (ロン) on {tile}</source>
        <translation>{tile} でロン和了</translation>
    </message>
    <message>
        <source>Declare a closed kan (暗槓): {tiles}</source>
        <translation>暗槓：{tiles}</translation>
    </message>
    <message>
        <source>Add {tile} to your pon (加槓)</source>
        <translation>ポンに {tile} を加えて加槓</translation>
    </message>
    <message>
        <source>Call kan (大明槓) with {tiles}</source>
        <translation>{tiles} で大明槓</translation>
    </message>
    <message>
        <source>Call pon (ポン) with {tiles}</source>
        <translation>{tiles} でポン</translation>
    </message>
    <message>
        <source>Call chi (チー) with {tiles}</source>
        <translation>{tiles} でチー</translation>
    </message>
    <message>
        <source>Pass (no call)</source>
        <translation>見送る（鳴かない）</translation>
    </message>
    <message>
        <source>End the game here (止め)</source>
        <translation>ここで終局する（止め）</translation>
    </message>
    <message>
        <source>Play on (続行)</source>
        <translation>続行する</translation>
    </message>
</context>
<context>
    <name>MahjongRound</name>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name}（あなた）</translation>
    </message>
    <message>
        <source>You win by tsumo (ツモ) with a pocchi as {tile}</source>
        <translation>あなたがポッチを{tile}としてツモ和了</translation>
    </message>
    <message>
        <source>{name} wins by tsumo (ツモ) with a pocchi as {tile}</source>
        <translation>{name} がポッチを{tile}としてツモ和了</translation>
    </message>
    <message>
        <source>You win by tsumo (ツモ) with {tile}</source>
        <translation>あなたが {tile} でツモ和了</translation>
    </message>
    <message>
        <source>{name} wins by tsumo (ツモ) with {tile}</source>
        <translation>{name} が {tile} でツモ和了</translation>
    </message>
    <message>
        <source>You win by ron (ロン) on {discard}</source>
        <translation>あなたが {discard} でロン和了</translation>
    </message>
    <message>
        <source>{name} wins by ron (ロン) on {discard}</source>
        <translation>{name} が {discard} でロン和了</translation>
    </message>
    <message>
        <source>Fever (フィーバー): you win {n} times</source>
        <translation>フィーバー：あなたが{n}回和了</translation>
    </message>
    <message>
        <source>Fever (フィーバー): {name} wins {n} times</source>
        <translation>フィーバー：{name} が{n}回和了</translation>
    </message>
    <message>
        <source>Several winners (ダブロン): {names}</source>
        <translation>複数人の和了（ダブロン）：{names}</translation>
    </message>
    <message>
        <source>Exhaustive draw (流局)</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>局の終了</translation>
    </message>
    <message>
        <source>Reversed (逆ポッチ): {name} pays {amount} to each</source>
        <translation>逆ポッチ：{name} が各自に{amount}を支払い</translation>
    </message>
    <message>
        <source>{n} all</source>
        <translation>{n}オール</translation>
    </message>
    <message>
        <source>Tsumo (ツモ) payment: {amount}</source>
        <translation>ツモ：{amount}</translation>
    </message>
    <message>
        <source>Ron (ロン) from {name}: {amount}</source>
        <translation>ロン：{name} から {amount}</translation>
    </message>
    <message>
        <source>, plus {n} in riichi sticks (供託)</source>
        <translation>、供託 {n}</translation>
    </message>
    <message>
        <source>; card payments (カード効果): {list}</source>
        <translation>、カード効果：{list}</translation>
    </message>
    <message>
        <source>Hero card (カード効果)</source>
        <translation>カード効果</translation>
    </message>
    <message>
        <source>Total: {value}</source>
        <translation>合計：{value}</translation>
    </message>
    <message>
        <source>{name}: {change} → {score}</source>
        <translation>{name}：{change} → {score}</translation>
    </message>
    <message>
        <source>Nagashi mangan (流し満貫): {names}</source>
        <translation>流し満貫：{names}</translation>
    </message>
    <message>
        <source>Tenpai (聴牌): {names}</source>
        <translation>聴牌：{names}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Noten (不聴): {names}</source>
        <translation>不聴：{names}</translation>
    </message>
    <message>
        <source>Nobody pays.</source>
        <translation>支払いはありません。</translation>
    </message>
    <message>
        <source>Noten payments (ノーテン罰符): {n} in all from the noten to the tenpai players.</source>
        <translation>ノーテン罰符：ノーテンの人からテンパイの人へ計{n}点。</translation>
    </message>
    <message>
        <source>Your score went below zero (飛び): the game ends at once.</source>
        <translation>あなたの持ち点がマイナスになりました（飛び）。ここで終局です。</translation>
    </message>
    <message>
        <source>{names}&apos;s score went below zero (飛び): the game ends at once.</source>
        <translation>{names}の持ち点がマイナスになりました（飛び）。ここで終局です。</translation>
    </message>
    <message>
        <source>The dealer won the last hand and chose to stop (agari-yame, アガリ止め).</source>
        <translation>親がオーラスで和了し、終了を選びました（アガリ止め）。</translation>
    </message>
    <message>
        <source>The dealer was tenpai at the last hand and chose to stop (tenpai-yame, テンパイ止め).</source>
        <translation>親がオーラスで聴牌し、終了を選びました（テンパイ止め）。</translation>
    </message>
    <message>
        <source>The last hand (オーラス) has been played.</source>
        <translation>オーラスが終わりました。</translation>
    </message>
    <message>
        <source>End of the hand</source>
        <translation>局の結果</translation>
    </message>
    <message>
        <source>End of {hand}</source>
        <translation>{hand}の結果</translation>
    </message>
    <message>
        <source>Nobody pays; the same dealer deals again with one more honba (本場).</source>
        <translation>支払いはありません。同じ親で1本場を積んで続けます。</translation>
    </message>
    <message>
        <source>Dora indicators (ドラ表示牌):</source>
        <translation>ドラ表示牌：</translation>
    </message>
    <message>
        <source>Ura dora indicators (裏ドラ表示牌):</source>
        <translation>裏ドラ表示牌：</translation>
    </message>
    <message>
        <source>{name}: tenpai (聴牌)</source>
        <translation>{name}：聴牌</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>この局</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持ち点</translation>
    </message>
</context>
<context>
    <name>MahjongTableView</name>
    <message>
        <source>Tsumo (ツモ)</source>
        <extracomment>the button groups of riichi in the order the table shows them, and the action kinds of each</extracomment>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron (ロン)</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Riichi (リーチ)</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>Kan (カン)</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>Pon (ポン)</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Chi (チー)</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>見送り</translation>
    </message>
    <message>
        <source>Stop here (止め)</source>
        <translation>ここで止める</translation>
    </message>
    <message>
        <source>Play on (続行)</source>
        <translation>続行</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>大明槓</translation>
    </message>
    <message>
        <source>Cancel riichi</source>
        <translation>リーチをやめる</translation>
    </message>
    <message>
        <source>Chi! (チー)</source>
        <translation>チー！</translation>
    </message>
    <message>
        <source>Pon! (ポン)</source>
        <translation>ポン！</translation>
    </message>
    <message>
        <source>Kan! (カン)</source>
        <translation>カン！</translation>
    </message>
    <message>
        <source>Riichi! (リーチ)</source>
        <translation>リーチ！</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>Tsumo! (ツモ)</source>
        <translation>ツモ！</translation>
    </message>
    <message>
        <source>Ron! (ロン)</source>
        <translation>ロン！</translation>
    </message>
    <message>
        <source>Exhaustive draw (流局)</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Abortive draw (途中流局)</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>Dora indicators (ドラ表示牌)</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>D</source>
        <translation>親</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>{n}番席</translation>
    </message>
    <message>
        <source>East {n}</source>
        <translation>東{n}局</translation>
    </message>
    <message>
        <source>South {n}</source>
        <translation>南{n}局</translation>
    </message>
    <message>
        <source>West {n}</source>
        <translation>西{n}局</translation>
    </message>
    <message>
        <source>North {n}</source>
        <translation>北{n}局</translation>
    </message>
    <message>
        <source>Honba {n}</source>
        <translation>{n}本場</translation>
    </message>
    <message>
        <source>Deposits {n}</source>
        <translation>供託 {n}</translation>
    </message>
    <message>
        <source>Wall {n}</source>
        <translation>残り {n}</translation>
    </message>
    <message>
        <source>Pass ({n})</source>
        <extracomment>every action kind of riichi is a gesture or a button on this table (and the variant&apos;s kinds)</extracomment>
        <translation>見送り（{n}）</translation>
    </message>
    <message>
        <source>Riichi: discard one of the tiles marked in red.</source>
        <translation>リーチ：赤い印の牌から1枚切ってください。</translation>
    </message>
    <message>
        <source>Choose the tiles to call with.</source>
        <translation>鳴きに使う牌を選んでください。</translation>
    </message>
    <message>
        <source>Last hand: end the game here, or play on?</source>
        <translation>オーラス：ここで終了しますか、続行しますか？</translation>
    </message>
    <message>
        <source>Call the discard, or pass.</source>
        <translation>鳴くか、見送ってください。</translation>
    </message>
    <message>
        <source>Discard a tile: click it twice, drag it to the pond, or ←/→ and Enter.</source>
        <translation>打牌：牌を2回クリック、河へドラッグ、または ←/→ と Enter。</translation>
    </message>
    <message>
        <source>For riichi, discard one of the tiles marked in red.</source>
        <translation>リーチするには赤い印の牌を切ってください。</translation>
    </message>
    <message>
        <source>Answer the call first: call or pass.</source>
        <translation>先に鳴くか見送るかを選んでください。</translation>
    </message>
    <message>
        <source>After riichi you discard the tile you draw.</source>
        <translation>リーチ後はツモった牌を切ります。</translation>
    </message>
    <message>
        <source>That tile may not be discarded right after this call (食い替え).</source>
        <translation>その牌は鳴いた直後には切れません（食い替え）。</translation>
    </message>
    <message>
        <source>You cannot discard now.</source>
        <translation>今は牌を切れません。</translation>
    </message>
    <message>
        <source>Drop the tile on the pond in the middle to discard it.</source>
        <translation>捨てる牌は中央の河にドロップしてください。</translation>
    </message>
    <message>
        <source>Select a tile first (←/→).</source>
        <translation>先に牌を選んでください（←/→）。</translation>
    </message>
    <message>
        <source>A hidden action card: shown once used.</source>
        <translation>伏せられたアクションカード：使うと公開されます。</translation>
    </message>
    <message>
        <source>Deposits {points}</source>
        <translation>供託 {points}点</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Instant</source>
        <translation>なし（即時）</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>No time limit</source>
        <extracomment>how long a human seat has to answer a call prompt (鳴き) before it passes by itself; 0 = no limit</extracomment>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>5 seconds</source>
        <translation>5秒</translation>
    </message>
    <message>
        <source>10 seconds</source>
        <translation>10秒</translation>
    </message>
    <message>
        <source>20 seconds</source>
        <translation>20秒</translation>
    </message>
    <message>
        <source>House Rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>続きから(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>読み込む(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>このゲームを振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>Watch the AI &amp;play</source>
        <translation>AI の対局を観る(&amp;P)</translation>
    </message>
    <message>
        <source>Start &amp;page</source>
        <translation>スタート画面(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Mahjong hand &amp;calculator (点数計算機)…</source>
        <translation>麻雀の点数計算機(&amp;C)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Teaching mode</source>
        <translation>学習モード(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>このアプリについて(&amp;A)</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>サイドパネル(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>待った(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Keyboard keys…</source>
        <translation>キー操作一覧(&amp;K)…</translation>
    </message>
    <message>
        <source>How to play &amp;this game…</source>
        <translation>このゲームの遊び方(&amp;T)…</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>遊び方(&amp;P)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>アニメーション速度(&amp;S)</translation>
    </message>
    <message>
        <source>Time to answer a &amp;call (鳴き)</source>
        <translation>鳴きの回答時間(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Could not save the settings: {error}</source>
        <translation>設定を保存できませんでした: {error}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>{count} unfinished games; the most recent: {latest}</source>
        <translation>続きから遊べる対局が{count}件あります。最新: {latest}</translation>
    </message>
    <message>
        <source>The autosave cannot be used: {reason}</source>
        <translation>自動保存データを使えません: {reason}</translation>
    </message>
    <message>
        <source>Continue the rule-addition session with {names}: add rules, then game {n}</source>
        <translation>ルール追加セッションの続き（{names}）: ルールを追加して{n}ゲーム目へ</translation>
    </message>
    <message>
        <source>Continue {game} with {names} ({n} moves played)</source>
        <translation>{game} の続き（{names}、{n} 手まで）</translation>
    </message>
    <message>
        <source>Your unfinished game is open in another window.</source>
        <translation>途中の対局は別のウィンドウで開かれています。</translation>
    </message>
    <message>
        <source>The autosave could not be used: {reason} It was kept as {file}, and the app starts without it.</source>
        <translation>自動保存データを使えませんでした: {reason} このファイルは {file} として残してあります。自動保存なしで起動します。</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <source>There is no unfinished game to continue.</source>
        <translation>続きから遊べる対局はありません。</translation>
    </message>
    <message>
        <source>This game is open in another window of House Rules. Play it there, or close that window first.</source>
        <translation>この対局はハウスルールの別のウィンドウで開かれています。そちらで遊ぶか、先にそのウィンドウを閉じてください。</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>対局を読み込む</translation>
    </message>
    <message>
        <source>House Rules saves (*.json);;All files (*)</source>
        <translation>ハウスルールの保存データ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>保存する対局がありません。</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>対局を保存</translation>
    </message>
    <message>
        <source>House Rules saves (*.json)</source>
        <translation>ハウスルールの保存データ (*.json)</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>{path} に保存しました</translation>
    </message>
    <message>
        <source>Review a game</source>
        <translation>対局を振り返る</translation>
    </message>
    <message>
        <source>Play the next game (連勝祝儀 counts on)</source>
        <translation>次の対局へ（連勝祝儀を継続）</translation>
    </message>
    <message>
        <source>About House Rules</source>
        <translation>ハウスルールについて</translation>
    </message>
</context>
<context>
    <name>MatchStandings</name>
    <message>
        <source>out</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第{n}ラウンド</translation>
    </message>
    <message>
        <source>Round {n} (void)</source>
        <translation>第{n}ラウンド（流局）</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>勝ったラウンド</translation>
    </message>
    <message>
        <source>The match round by round ({n} rounds)</source>
        <translation>ラウンドごとの成績（{n}ラウンド）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Easy</source>
        <extracomment>the longest name a seat may have here (the tables show it in full); a save holds at most saves.MAX_NAME_CHARS</extracomment>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>つよい</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>ゲーム:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>人数:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>ルール…</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI の強さ</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Rules fingerprint: {fp}</source>
        <translation>ルール識別子: {fp}</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to {name}.
Others, please look away.</source>
        <translation>画面を {name} に渡してください。
ほかの人は見ないでください。</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>{name} です: 手札を表示</translation>
    </message>
</context>
<context>
    <name>RepairDialog</name>
    <message>
        <source>Repair rule #{n}</source>
        <translation>ルール #{n} を修正</translation>
    </message>
    <message>
        <source>This rule has no settings; only its precedence can change.</source>
        <translation>このルールには設定がありません。変更できるのは優先順位だけです。</translation>
    </message>
    <message>
        <source>&amp;Precedence:</source>
        <translation>優先順位(&amp;P):</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} の勝ち！</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>Chips (祝儀)</source>
        <translation>祝儀</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>この対局を振り返る</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Add rules and play the next game</source>
        <translation>ルールを追加して次のゲームへ</translation>
    </message>
</context>
<context>
    <name>ReviewAnalysis</name>
    <message>
        <source>points</source>
        <extracomment>how many losses the list and the report show the agents&apos; units (core.ai.Agent.unit) in the game&apos;s words</extracomment>
        <translation>点</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>places</source>
        <translation>位</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>枚</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>枚</translation>
    </message>
    <message>
        <source>average place {place}</source>
        <extracomment>a decision&apos;s bar: no loss, a small one, a big one (a share of the biggest loss)</extracomment>
        <translation>平均 {place} 位</translation>
    </message>
    <message>
        <source>Move {n} · {hand}: {played} (the analysis did not value this move)</source>
        <translation>{n}手目 · {hand}: {played}（解析はこの手を評価しませんでした）</translation>
    </message>
    <message>
        <source>Move {n} · {hand}: played {played} ({value}), best {best} ({best_value}) · lost {loss} {unit}</source>
        <translation>{n}手目 · {hand}: 実戦 {played} ({value})、最善 {best} ({best_value}) · 損失 {loss} {unit}</translation>
    </message>
    <message>
        <source>Move {n} · {hand}</source>
        <translation>{n}手目 · {hand}</translation>
    </message>
    <message>
        <source>{played}: the analysis did not value this move</source>
        <translation>{played}: 解析はこの手を評価しませんでした</translation>
    </message>
    <message>
        <source>Move {n} · {hand} · lost {loss} {unit}</source>
        <translation>{n}手目 · {hand} · 損失 {loss} {unit}</translation>
    </message>
    <message>
        <source>played: {move} ({value})</source>
        <translation>実戦: {move} ({value})</translation>
    </message>
    <message>
        <source>best: {move} ({value})</source>
        <translation>最善: {move} ({value})</translation>
    </message>
    <message>
        <source>Analysis of {name}&apos;s decisions by the {level} AI</source>
        <translation>{name}の選択の解析（{level}AI）</translation>
    </message>
    <message>
        <source>{n} decisions analysed, {m} lost something; total lost {loss} {unit}</source>
        <translation>解析した選択 {n} 回、うち損のあった手 {m} 回、損失の合計 {loss} {unit}</translation>
    </message>
    <message>
        <source>No move lost anything against the AI&apos;s best.</source>
        <translation>AIの最善手に比べて損をした手はありません。</translation>
    </message>
    <message>
        <source>The biggest losses:</source>
        <translation>損失の大きかった手:</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>理由: {reason}</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>つよい</translation>
    </message>
    <message>
        <source>Analyse the decisions</source>
        <translation>選択を解析</translation>
    </message>
    <message>
        <source>The strong AI values every choice of one player and shows where a move lost against its best. It runs in the background; you can go on reviewing.</source>
        <translation>つよいAIが一人のプレイヤーのすべての選択を評価し、最善手に比べてどこで損をしたかを示します。解析は裏で進むので、その間もレビューを続けられます。</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>プレイヤー:</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>解析する</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Analysing {name}&apos;s decisions…</source>
        <translation>{name}の選択を解析中…</translation>
    </message>
    <message>
        <source>No move lost anything against the AI&apos;s best ({n} decisions).</source>
        <translation>AIの最善手に比べて損をした手はありません（選択 {n} 回）。</translation>
    </message>
    <message>
        <source>Move {n} ({name}): lost {loss} {unit}</source>
        <translation>{n}手目（{name}）: 損失 {loss} {unit}</translation>
    </message>
    <message>
        <source>Move {n} ({name}): the best move</source>
        <translation>{n}手目（{name}）: 最善手</translation>
    </message>
    <message>
        <source>Move {n} ({name}): the move played was not valued</source>
        <translation>{n}手目（{name}）: 実戦の手は評価されませんでした</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>（実戦）</translation>
    </message>
</context>
<context>
    <name>ReviewBuild</name>
    <message>
        <source>Preparing the review of {n} moves…</source>
        <extracomment>records of fewer actions are built on the GUI thread (well under a second)</extracomment>
        <translation>{n} 手のレビューを準備しています…</translation>
    </message>
</context>
<context>
    <name>ReviewExport</name>
    <message>
        <source>Result: {result}</source>
        <translation>結果：{result}</translation>
    </message>
    <message>
        <source>Export the game as text</source>
        <translation>対局をテキストで書き出す</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>テキストファイル (*.txt)</translation>
    </message>
    <message>
        <source>The game could not be written to {path}: {reason}</source>
        <translation>{path} に書き出せませんでした：{reason}</translation>
    </message>
</context>
<context>
    <name>ReviewHands</name>
    <message>
        <source>The game</source>
        <translation>ゲーム全体</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>ラウンド {n}</translation>
    </message>
</context>
<context>
    <name>ReviewKeys</name>
    <message>
        <source>Step back / forward (the end of each hand is a step of its own)</source>
        <extracomment>the review&apos;s own keys: (keys, what they do), words in the context &quot;ReviewKeys&quot;</extracomment>
        <translation>1手戻る／進む（局の終わりも1ステップ）</translation>
    </message>
    <message>
        <source>The start / the end of the game</source>
        <translation>最初／最後へ</translation>
    </message>
    <message>
        <source>Ten moves back / forward</source>
        <translation>10手戻る／進む</translation>
    </message>
    <message>
        <source>The previous / next hand (its deal)</source>
        <translation>前の局／次の局（配牌へ）</translation>
    </message>
    <message>
        <source>The end of this hand (its result)</source>
        <translation>この局の終わり（結果）へ</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>再生／一時停止</translation>
    </message>
    <message>
        <source>Show or hide the log</source>
        <translation>ログの表示／非表示</translation>
    </message>
    <message>
        <source>These keys</source>
        <translation>このキー一覧</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review: {game}</source>
        <translation>振り返り: {game}</translation>
    </message>
    <message>
        <source>{game} · {rules} · {n} moves · seed {seed}</source>
        <translation>{game} · {rules} · {n} 手 · シード {seed}</translation>
    </message>
    <message>
        <source>Rules in force: {rules}</source>
        <translation>有効なルール: {rules}</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>レビュー(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export as text…</source>
        <translation>テキストで書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Analyse…</source>
        <translation>解析(&amp;A)…</translation>
    </message>
    <message>
        <source>Export the &amp;analysis as text…</source>
        <translation>解析をテキストで書き出す(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>キー一覧(&amp;K)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Hands ({n})</source>
        <translation>局・ラウンド ({n})</translation>
    </message>
    <message>
        <source>↶ Taken back here</source>
        <translation>↶ ここで待った</translation>
    </message>
    <message>
        <source>Log (F9)</source>
        <translation>ログ (F9)</translation>
    </message>
    <message>
        <source>Analyse…</source>
        <translation>解析…</translation>
    </message>
    <message>
        <source>Where did a player&apos;s moves lose against the strong AI&apos;s best?</source>
        <translation>プレイヤーの手はどこで、つよいAIの最善手に比べて損をしたか？</translation>
    </message>
    <message>
        <source>Start (Home)</source>
        <translation>最初へ (Home)</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>1手戻る (←)</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>再生 / 一時停止 (Space)</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>1手進む (→)</translation>
    </message>
    <message>
        <source>End (End)</source>
        <translation>最後へ (End)</translation>
    </message>
    <message>
        <source>All hands open</source>
        <translation>全員の手を公開</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>{name} の視点</translation>
    </message>
    <message>
        <source>↶ Taken back here ({n} times)</source>
        <translation>↶ ここで待った（{n}回）</translation>
    </message>
    <message>
        <source>Move {i} / {n}</source>
        <translation>{i} / {n} 手</translation>
    </message>
    <message>
        <source>{moves} · end of the game</source>
        <translation>{moves} · ゲーム終了</translation>
    </message>
    <message>
        <source>{moves} · end of the hand</source>
        <translation>{moves} · 局の終わり</translation>
    </message>
    <message>
        <source>{moves} · taken back here</source>
        <translation>{moves} · ここで待った</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>プレイヤー：{names}</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>Analyse the decisions</source>
        <translation>選択を解析</translation>
    </message>
    <message>
        <source>The analysis stopped: {error}</source>
        <translation>解析が止まりました: {error}</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Losses: {name}</source>
        <translation>損失: {name}</translation>
    </message>
    <message>
        <source>Export the analysis as text</source>
        <translation>解析をテキストで書き出す</translation>
    </message>
</context>
<context>
    <name>RuleAdditionDialog</name>
    <message>
        <source>very common</source>
        <translation>とても一般的</translation>
    </message>
    <message>
        <source>common</source>
        <translation>一般的</translation>
    </message>
    <message>
        <source>uncommon</source>
        <translation>やや珍しい</translation>
    </message>
    <message>
        <source>rare</source>
        <translation>珍しい</translation>
    </message>
    <message>
        <source>A Joker standing in for an 8 counts</source>
        <extracomment>Labels of the catalogue&apos;s parameters (core/games/daifugo/catalogue.py, Entry.params).</extracomment>
        <translation>8の代わりのジョーカーも数える</translation>
    </message>
    <message>
        <source>Playable on any field</source>
        <translation>どの場にも出せる</translation>
    </message>
    <message>
        <source>One per card played (else one per play)</source>
        <translation>出したカード1枚につき1回（オフなら1回出すごとに1回）</translation>
    </message>
    <message>
        <source>Shortest sequence</source>
        <translation>階段の最小枚数</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Who leads first</source>
        <translation>最初の親</translation>
    </message>
    <message>
        <source>Start card</source>
        <translation>親を決めるカード</translation>
    </message>
    <message>
        <source>Further games (0: no limit)</source>
        <translation>残りのゲーム数（0：制限なし）</translation>
    </message>
    <message>
        <source>Wins that end it (0: no limit)</source>
        <translation>終了となる勝利数（0：制限なし）</translation>
    </message>
    <message>
        <source>Rule to repeal</source>
        <translation>撤廃するルール</translation>
    </message>
    <message>
        <source>New speed</source>
        <translation>新しい速度</translation>
    </message>
    <message>
        <source>Going out on a Joker is forbidden (ジョーカー上がり禁止)</source>
        <translation>ジョーカーで上がれない（ジョーカー上がり禁止）</translation>
    </message>
    <message>
        <source>Going out on the strongest rank is forbidden (2上がり禁止; 3 when reversed)</source>
        <translation>最強の数字で上がれない（2上がり禁止、逆転中は3）</translation>
    </message>
    <message>
        <source>Going out on an 8 is forbidden, with 8切り (8上がり禁止)</source>
        <translation>8切りがあるとき8で上がれない（8上がり禁止）</translation>
    </message>
    <message>
        <source>Going out on ♠3 is forbidden, with スペ3返し</source>
        <translation>スペ3返しがあるとき♠3で上がれない</translation>
    </message>
    <message>
        <source>Penalty: the lowest open place</source>
        <extracomment>Parameters whose value is one of a few words.</extracomment>
        <translation>罰則: 空いている最も低い順位になる</translation>
    </message>
    <message>
        <source>Not allowed: such a last play is forbidden</source>
        <translation>禁止: そのカードでは上がれない</translation>
    </message>
    <message>
        <source>The holder of the start card</source>
        <translation>親を決めるカードを持つプレイヤー</translation>
    </message>
    <message>
        <source>Last game&apos;s last place</source>
        <translation>前ゲームの最下位</translation>
    </message>
    <message>
        <source>e.g. 3♠</source>
        <translation>例: 3♠</translation>
    </message>
    <message>
        <source>There is no rule in force to repeal.</source>
        <translation>撤廃できる適用中のルールがありません。</translation>
    </message>
    <message>
        <source>“{text}” is not one card (write 3♠, 3s or 10♦).</source>
        <translation>「{text}」は1枚のカードではありません（3♠、3s、10♦ のように書いてください）。</translation>
    </message>
    <message>
        <source>Add a rule</source>
        <translation>ルールを追加</translation>
    </message>
    <message>
        <source>Search the catalogue (name, 日本語, description)…</source>
        <translation>ルール一覧を検索（名前・英語名・説明）…</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>検索(&amp;S):</translation>
    </message>
    <message>
        <source>No rule of the catalogue matches the search.</source>
        <translation>検索に一致するルールは一覧にありません。</translation>
    </message>
    <message>
        <source>&amp;Build your own…</source>
        <translation>自分で作る(&amp;B)…</translation>
    </message>
    <message>
        <source>Compose a new rule from events, conditions and effects.</source>
        <translation>イベント・条件・効果を組み合わせて新しいルールを作ります。</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>&amp;Precedence:</source>
        <translation>優先順位(&amp;P):</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>有効なルール</translation>
    </message>
    <message>
        <source>&amp;Repair…</source>
        <translation>修正(&amp;R)…</translation>
    </message>
    <message>
        <source>Change the settings of a rule you added.</source>
        <translation>自分が追加したルールの設定を変更します。</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>取り下げる(&amp;W)</translation>
    </message>
    <message>
        <source>Take back a rule you added.</source>
        <translation>自分が追加したルールを取り下げます。</translation>
    </message>
    <message>
        <source>&amp;Add this rule</source>
        <translation>このルールを追加(&amp;A)</translation>
    </message>
    <message>
        <source>{name} ({place}) adds a rule</source>
        <translation>{name}（{place}）がルールを追加します</translation>
    </message>
    <message>
        <source>{name} adds a rule</source>
        <translation>{name} がルールを追加します</translation>
    </message>
    <message>
        <source>in force (#{n}); may be added again with other settings</source>
        <translation>有効（#{n}）: 別の設定でもう一度追加できます</translation>
    </message>
    <message>
        <source>in force (#{n})</source>
        <translation>有効（#{n}）</translation>
    </message>
    <message>
        <source>needs {rules}</source>
        <translation>{rules} が必要</translation>
    </message>
    <message>
        <source>overrides {rules}</source>
        <translation>{rules} より優先</translation>
    </message>
    <message>
        <source>{name}, frequency {freq}. {status}</source>
        <translation>{name}、頻度 {freq}。{status}</translation>
    </message>
    <message>
        <source>Choose a rule from the catalogue</source>
        <translation>一覧からルールを選んでください</translation>
    </message>
    <message>
        <source>Pick a rule on the left to see it here, or build your own.</source>
        <translation>左の一覧でルールを選ぶと、ここに表示されます。自分で作ることもできます。</translation>
    </message>
    <message>
        <source>{group} · how common: {freq} ({meaning})</source>
        <translation>{group} · 普及度: {freq}（{meaning}）</translation>
    </message>
    <message>
        <source>Needs {rules}, which is not in force: without it this rule never applies.</source>
        <translation>{rules} が必要ですが、有効になっていません。それがないと、このルールは働きません。</translation>
    </message>
    <message>
        <source>Conflicts with {rules}; this rule gives way where they disagree.</source>
        <translation>{rules} と競合します。食い違うところでは、このルールが譲ります。</translation>
    </message>
    <message>
        <source>Conflicts with {rules}; neither overrides the other.</source>
        <translation>{rules} と競合します。どちらも他方に優先しません。</translation>
    </message>
    <message>
        <source>Overrides {rules} where they disagree: the newer rule wins.</source>
        <translation>食い違うところでは {rules} より優先されます（新しいルールが勝ちます）。</translation>
    </message>
    <message>
        <source>yours: you may repair or withdraw it</source>
        <translation>あなたのルール: 修正・取り下げができます</translation>
    </message>
    <message>
        <source>{name} may repair or withdraw it</source>
        <translation>{name}が修正・取り下げできます</translation>
    </message>
    <message>
        <source>No rules yet: this is plain daifugō.</source>
        <translation>まだルールはありません。ふつうの大富豪です。</translation>
    </message>
    <message>
        <source>You may repair or withdraw the rules you added.</source>
        <translation>自分が追加したルールは修正・取り下げができます。</translation>
    </message>
    <message>
        <source>Nobody added rule #{n}, so nobody may change it.</source>
        <translation>ルール #{n} は誰も追加していないため、誰も変更できません。</translation>
    </message>
    <message>
        <source>Only {name}, who added rule #{n}, may repair or withdraw it.</source>
        <translation>ルール #{n} を修正・取り下げできるのは、追加した {name} だけです。</translation>
    </message>
    <message>
        <source>Repair rule #{n}</source>
        <translation>ルール #{n} を修正</translation>
    </message>
    <message>
        <source>Rule #{n} cannot be edited here; you may withdraw it.</source>
        <translation>ルール #{n} はここでは編集できません。取り下げることはできます。</translation>
    </message>
    <message>
        <source>Withdraw a rule</source>
        <translation>ルールの取り下げ</translation>
    </message>
    <message>
        <source>Withdraw rule {title}? It stops applying from the next game.</source>
        <translation>ルール {title} を取り下げますか？ 次のゲームから無効になります。</translation>
    </message>
    <message>
        <source>Choose a rule from the catalogue first, or build your own.</source>
        <translation>先に一覧からルールを選ぶか、自分で作ってください。</translation>
    </message>
    <message>
        <source>This rule could not be added: {error}</source>
        <translation>このルールは追加できませんでした: {error}</translation>
    </message>
</context>
<context>
    <name>RuleBuilderDialog</name>
    <message>
        <source>Newest wins: overrides older rules where they conflict</source>
        <extracomment>How a rule stands against the others (vocab.PRECEDENCE), for the builder and the catalogue.</extracomment>
        <translation>新しいものが優先: 競合するときは古いルールより優先する</translation>
    </message>
    <message>
        <source>Yields: gives way to every other rule</source>
        <translation>譲る: 他のすべてのルールに譲る</translation>
    </message>
    <message>
        <source>Coexists: never overrides another rule</source>
        <translation>共存: 他のルールに優先しない</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>A parameter&apos;s label, by its name in vocab (a few depend on the word, see EFFECT_LABELS).</extracomment>
        <translation>数字</translation>
    </message>
    <message>
        <source>Jokers count</source>
        <translation>ジョーカーも数える</translation>
    </message>
    <message>
        <source>Which cards</source>
        <translation>対象のカード</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>マーク</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード（複数可）</translation>
    </message>
    <message>
        <source>Combination</source>
        <translation>出し方</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>数字（複数可）</translation>
    </message>
    <message>
        <source>Strongest rank</source>
        <translation>最強の数字</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Is</source>
        <translation>立場</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>次の親</translation>
    </message>
    <message>
        <source>From</source>
        <translation>渡す人</translation>
    </message>
    <message>
        <source>To</source>
        <translation>受け取る人</translation>
    </message>
    <message>
        <source>Up to or exactly</source>
        <translation>まで／ちょうど</translation>
    </message>
    <message>
        <source>Which cards go</source>
        <translation>選び方</translation>
    </message>
    <message>
        <source>Only cards below</source>
        <translation>これより弱いカードのみ</translation>
    </message>
    <message>
        <source>On</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>縛り</translation>
    </message>
    <message>
        <source>Reverse the places</source>
        <translation>順位を逆転</translation>
    </message>
    <message>
        <source>What 1st gives back</source>
        <translation>1位が返すカード</translation>
    </message>
    <message>
        <source>Other player</source>
        <translation>もう1人のプレイヤー</translation>
    </message>
    <message>
        <source>Shortest</source>
        <translation>最小枚数</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Only these ranks</source>
        <extracomment>In give and discard an empty list means &quot;any card&quot;.</extracomment>
        <translation>この数字のみ</translation>
    </message>
    <message>
        <source>Only these cards</source>
        <translation>このカードのみ</translation>
    </message>
    <message>
        <source>follows revolutions and 11-back</source>
        <translation>革命と11バックに従う</translation>
    </message>
    <message>
        <source>follows revolutions only</source>
        <translation>革命だけに従う</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数を指定</translation>
    </message>
    <message>
        <source>one per card of rank</source>
        <translation>出した指定の数字1枚につき1</translation>
    </message>
    <message>
        <source>one per card played</source>
        <translation>出したカード1枚につき1</translation>
    </message>
    <message>
        <source>Test game {n} got stuck: nobody could act.</source>
        <extracomment>The static kinds offered as an alternative to WHEN.</extracomment>
        <translation>テストゲーム {n} が行き詰まりました。誰も行動できません。</translation>
    </message>
    <message>
        <source>Test game {n} did not end after {cap} moves.</source>
        <translation>テストゲーム {n} が {cap} 手を過ぎても終わりませんでした。</translation>
    </message>
    <message>
        <source>Test game {n} failed with this rule: {error}</source>
        <translation>このルールでテストゲーム {n} が失敗しました: {error}</translation>
    </message>
    <message>
        <source>(any)</source>
        <extracomment>Closed choices whose labels core already has (context &quot;rules&quot;).</extracomment>
        <translation>（指定なし）</translation>
    </message>
    <message>
        <source>e.g. 3♠ or Joker</source>
        <translation>例: 3♠、ジョーカー</translation>
    </message>
    <message>
        <source>e.g. 3♠ 10♦ Joker</source>
        <translation>例: 3♠ 10♦ ジョーカー</translation>
    </message>
    <message>
        <source>e.g. J Q K</source>
        <translation>例: J Q K</translation>
    </message>
    <message>
        <source>“{text}” is not one card (write 3♠, 3s, 10♦ or Joker).</source>
        <translation>「{text}」は1枚のカードではありません（3♠、3s、10♦、ジョーカーのように書いてください）。</translation>
    </message>
    <message>
        <source>“{text}” are not cards (write them like 3♠ 10♦ Joker).</source>
        <translation>「{text}」はカードではありません（3♠ 10♦ ジョーカーのように書いてください）。</translation>
    </message>
    <message>
        <source>“{text}” are not ranks (write them like J Q K).</source>
        <translation>「{text}」は数字ではありません（J Q K のように書いてください）。</translation>
    </message>
    <message>
        <source>[{label}]</source>
        <translation>［{label}］</translation>
    </message>
    <message>
        <source>Build your own rule</source>
        <translation>ルールを作る</translation>
    </message>
    <message>
        <source>A name for your rule, e.g. Chestnut pick</source>
        <translation>ルールの名前（例: 栗拾い）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>いつ(&amp;W):</translation>
    </message>
    <message>
        <source>If all of these hold</source>
        <translation>次のすべてが成り立つとき</translation>
    </message>
    <message>
        <source>No conditions: the rule always applies.</source>
        <translation>条件なし: ルールは常に適用されます。</translation>
    </message>
    <message>
        <source>Add a &amp;condition</source>
        <translation>条件を追加(&amp;C)</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Add an &amp;effect</source>
        <translation>効果を追加(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Precedence:</source>
        <translation>優先順位(&amp;P):</translation>
    </message>
    <message>
        <source>The rule in words</source>
        <translation>ルールの説明</translation>
    </message>
    <message>
        <source>(not a complete rule yet)</source>
        <translation>（ルールはまだ完成していません）</translation>
    </message>
    <message>
        <source>Trying the rule in {n} test games…</source>
        <translation>{n} 回のテストゲームでルールを試しています…</translation>
    </message>
    <message>
        <source>The rule ran cleanly in {n} test games.</source>
        <translation>{n} 回のテストゲームで問題なく動作しました。</translation>
    </message>
    <message>
        <source>This rule cannot be used: {reason}</source>
        <translation>このルールは使えません: {reason}</translation>
    </message>
</context>
<context>
    <name>RummyLedger</name>
    <message>
        <source>Round {n} / {total}</source>
        <translation>ラウンド {n} / {total}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>ラウンド {n}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>R{n}</source>
        <translation>R{n}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Void round (流局)</source>
        <translation>流局</translation>
    </message>
</context>
<context>
    <name>RummyRound</name>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>The cut joker was drawn and nobody declared.</source>
        <translation>ラウンドカードが引かれ、誰もラミー宣言しませんでした。</translation>
    </message>
    <message>
        <source>The stock ran out.</source>
        <translation>山札がなくなりました。</translation>
    </message>
    <message>
        <source>The round went on too long.</source>
        <translation>ラウンドが長くなりすぎました。</translation>
    </message>
    <message>
        <source>Round {n} is void (流局): nobody pays.</source>
        <translation>ラウンド{n}は流局です：支払いはありません。</translation>
    </message>
    <message>
        <source>You win round {n}: everybody else packed (パッキング).</source>
        <translation>あなたがラウンド{n}に勝ちました：他の全員がパッキングしました。</translation>
    </message>
    <message>
        <source>You declare Hand Rummy (ハンド・ラミー) and win round {n}!</source>
        <translation>あなたがハンド・ラミーを宣言し、ラウンド{n}に勝ちました！</translation>
    </message>
    <message>
        <source>You declare Rummy (ラミー宣言) and win round {n}!</source>
        <translation>あなたがラミー宣言し、ラウンド{n}に勝ちました！</translation>
    </message>
    <message>
        <source>{name} wins round {n}: everybody else packed (パッキング).</source>
        <translation>{name}がラウンド{n}に勝ちました：他の全員がパッキングしました。</translation>
    </message>
    <message>
        <source>{name} declares Hand Rummy (ハンド・ラミー) and wins round {n}!</source>
        <translation>{name}がハンド・ラミーを宣言し、ラウンド{n}に勝ちました！</translation>
    </message>
    <message>
        <source>{name} declares Rummy (ラミー宣言) and wins round {n}!</source>
        <translation>{name}がラミー宣言し、ラウンド{n}に勝ちました！</translation>
    </message>
    <message>
        <source>no straight run (ストレートラン): every card counts</source>
        <translation>ストレートランなし：全カードを数える</translation>
    </message>
    <message>
        <source>no second run (ラン): melded cards count too</source>
        <translation>2つ目のランなし：役のカードも数える</translation>
    </message>
    <message>
        <source>×2: Hand Rummy (ハンド・ラミー)</source>
        <translation>×2：ハンド・ラミー</translation>
    </message>
    <message>
        <source>½: had no turn yet</source>
        <translation>½：まだ手番がなかった</translation>
    </message>
    <message>
        <source>capped at {cap}</source>
        <translation>上限{cap}</translation>
    </message>
    <message>
        <source>You receive {n}.</source>
        <translation>あなたが{n}を受け取ります。</translation>
    </message>
    <message>
        <source>{name}: count {count}, pays {paid}</source>
        <translation>{name}：{count}点、支払い{paid}</translation>
    </message>
    <message>
        <source>Only one player is left under the pool limit, after {n} rounds.</source>
        <translation>{n}ラウンドで、プールの上限に達していないプレイヤーが1人だけになりました。</translation>
    </message>
    <message>
        <source>The match reached its limit of {n} rounds.</source>
        <translation>ラウンド数の上限（{n}ラウンド）に達しました。</translation>
    </message>
    <message>
        <source>All {n} rounds have been played.</source>
        <translation>全{n}ラウンドを終えました。</translation>
    </message>
    <message>
        <source>{name} receives {n}.</source>
        <translation>{name}が{n}を受け取ります。</translation>
    </message>
    <message>
        <source>{name} declared wrongly: penalty {penalty}, pays {paid}</source>
        <translation>{name}は誤宣言：失点{penalty}、支払い{paid}</translation>
    </message>
    <message>
        <source>{name} packed (パッキング): penalty {penalty}, pays {paid}</source>
        <translation>{name}はパッキング：失点{penalty}、支払い{paid}</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>End of round {n}</source>
        <translation>ラウンド{n}終了</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name}の手札</translation>
    </message>
    <message>
        <source>Count {count} → pays {paid}</source>
        <translation>{count}点 → 支払い{paid}</translation>
    </message>
    <message>
        <source>Packed (パッキング)</source>
        <translation>パッキング</translation>
    </message>
    <message>
        <source>No payments this round.</source>
        <translation>このラウンドは支払いがありません。</translation>
    </message>
</context>
<context>
    <name>RummyTable</name>
    <message>
        <source>Declare Rummy (ラミー宣言)
Drop a card here</source>
        <extracomment>the view&apos;s grouping of the local hand: codes in hand order -&gt; groups of codes</extracomment>
        <translation>ラミー宣言
ここにカードを置く</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>Declare Rummy (ラミー宣言)</source>
        <translation>ラミー宣言</translation>
    </message>
    <message>
        <source>Pack (パッキング)</source>
        <translation>パッキング</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>スート順</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>数字順</translation>
    </message>
    <message>
        <source>Arrange</source>
        <translation>役に整理</translation>
    </message>
    <message>
        <source>Group selected</source>
        <translation>選択をまとめる</translation>
    </message>
    <message>
        <source>Group the cards by suit (S)</source>
        <translation>カードをスートごとに並べる (S)</translation>
    </message>
    <message>
        <source>Group the cards by rank (N)</source>
        <translation>カードを数字ごとに並べる (N)</translation>
    </message>
    <message>
        <source>Arrange the hand into its best melds, the rest last (A)</source>
        <translation>手札を最善の役に整理し、残りを最後に置く (A)</translation>
    </message>
    <message>
        <source>Put the selected cards together in a new group (G)</source>
        <translation>選択したカードを新しいグループにまとめる (G)</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Packed ({n})</source>
        <translation>パッキング（{n}）</translation>
    </message>
    <message>
        <source>Packed</source>
        <translation>パッキング</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>Dealer (ディーラー)</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Stock: {n}</source>
        <translation>山札：{n}</translation>
    </message>
    <message>
        <source>Discards: {n}</source>
        <translation>捨て札：{n}</translation>
    </message>
    <message>
        <source>Only Jokers are wild</source>
        <translation>ジョーカーだけがワイルド</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>J</translation>
    </message>
    <message>
        <source>{rank}s</source>
        <translation>{rank}</translation>
    </message>
    <message>
        <source>Wild: {ranks} and Jokers</source>
        <translation>ワイルド：{ranks}とジョーカー</translation>
    </message>
    <message>
        <source>Round {n} / {total}</source>
        <translation>ラウンド {n} / {total}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>ラウンド {n}</translation>
    </message>
    <message>
        <source>Straight run (ストレートラン)</source>
        <translation>ストレートラン</translation>
    </message>
    <message>
        <source>Run (ラン)</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Set (セット)</source>
        <translation>セット</translation>
    </message>
    <message>
        <source>In no meld (役なし): {n} points</source>
        <translation>役なし：{n}点</translation>
    </message>
    <message>
        <source>Not a meld: {reason}</source>
        <translation>役ではありません：{reason}</translation>
    </message>
    <message>
        <source>Rummy (ラミー): the hand can be declared · count {count} now</source>
        <extracomment>every action kind of the game is a gesture on this table (none needs the side panel&apos;s buttons)</extracomment>
        <translation>ラミー：宣言できる手札です・現在{count}点</translation>
    </message>
    <message>
        <source>One card from Rummy (ラミー) · you would pay {count} now</source>
        <translation>ラミーまであと1枚・いま宣言されたら{count}点払います</translation>
    </message>
    <message>
        <source>{n} cards from Rummy (ラミー) · you would pay {count} now</source>
        <translation>ラミーまであと{n}枚・いま宣言されたら{count}点払います</translation>
    </message>
    <message>
        <source>Arrange (A) shows the Rummy</source>
        <translation>役に整理 (A) するとラミーになります</translation>
    </message>
    <message>
        <source>Hand Rummy (ハンド・ラミー)</source>
        <translation>ハンド・ラミー</translation>
    </message>
    <message>
        <source>Pack ({n}) (パッキング)</source>
        <translation>パッキング（{n}）</translation>
    </message>
    <message>
        <source>Hand Rummy (ハンド・ラミー): {name}</source>
        <translation>ハンド・ラミー：{name}</translation>
    </message>
    <message>
        <source>Rummy (ラミー): {name}</source>
        <translation>ラミー：{name}</translation>
    </message>
    <message>
        <source>Rummy! (ラミー)</source>
        <translation>ラミー！</translation>
    </message>
    <message>
        <source>Invalid declaration: {reason}</source>
        <translation>不正な宣言：{reason}</translation>
    </message>
    <message>
        <source>Void round (流局): nobody pays</source>
        <translation>流局：支払いなし</translation>
    </message>
    <message>
        <source>The discards become the stock</source>
        <translation>捨て札が山札になります</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>対戦終了</translation>
    </message>
    <message>
        <source>Select the card to discard first.</source>
        <translation>先に捨てるカードを選んでください。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>いまその手はできません。</translation>
    </message>
    <message>
        <source>Drop the card on your hand to take it.</source>
        <translation>取るにはカードを自分の手札の上に置いてください。</translation>
    </message>
</context>
<context>
    <name>SaveBanner</name>
    <message>
        <source>Try again now</source>
        <extracomment>errors a player fixes by freeing disk space</extracomment>
        <translation>今すぐ再試行</translation>
    </message>
    <message>
        <source>Your game is not being saved: {reason}. Free some disk space; the game will be saved again as soon as it can.</source>
        <translation>ゲームが保存されていません（{reason}）。ディスクの空き容量を増やしてください。保存できるようになり次第、ゲームはまた保存されます。</translation>
    </message>
    <message>
        <source>Your game is not being saved: {reason}. Check that the folder {folder} can be written to; the game will be saved again as soon as it can.</source>
        <translation>ゲームが保存されていません（{reason}）。フォルダ {folder} に書き込めるか確認してください。保存できるようになり次第、ゲームはまた保存されます。</translation>
    </message>
</context>
<context>
    <name>SessionFlow</name>
    <message>
        <source>Session over</source>
        <translation>セッション終了</translation>
    </message>
    <message>
        <source>The session has ended (ルール追加の終了). Games played: {n}.</source>
        <translation>セッションが終了しました（ルール追加の終了）。ゲーム数: {n}。</translation>
    </message>
    <message>
        <source>{name} ({place})</source>
        <translation>{name}（{place}）</translation>
    </message>
    <message>
        <source>{who} adds no rule.</source>
        <translation>{who} はルールを追加しませんでした。</translation>
    </message>
    <message>
        <source>{who} adds {rule}.</source>
        <translation>{who} が {rule} を追加しました。</translation>
    </message>
</context>
<context>
    <name>SessionStandings</name>
    <message>
        <source>{rule} ({name})</source>
        <translation>{rule}（{name}）</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <extracomment>(path, mtime_ns, size) → (digest, chips per seat, places best first): each save replayed once</extracomment>
        <translation>第{n}ゲーム</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>合計点</translation>
    </message>
    <message>
        <source>Total chips</source>
        <translation>チップ合計</translation>
    </message>
    <message>
        <source>Mean place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>Each game&apos;s chips, rank chips included; ★ marks each game&apos;s top.</source>
        <translation>各ゲームのチップ（順位点を含む）。★は各ゲームのトップ。</translation>
    </message>
    <message>
        <source>Games left out (their saves no longer load): {n}.</source>
        <translation>除外したゲーム（セーブが読み込めなくなったもの）：{n}。</translation>
    </message>
    <message>
        <source>The session so far ({n} games)</source>
        <translation>ここまでのセッション（{n}ゲーム）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Rules added after it</source>
        <translation>その後に追加されたルール</translation>
    </message>
    <message>
        <source>Points per game: {top} for the 1st down to 0 for the last; ★ marks each game&apos;s winner.</source>
        <translation>各ゲームの点：1位 {top} 点から最下位 0 点まで。★ は各ゲームの勝者。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Rules: {game}</source>
        <translation>ルール: {game}</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>プリセット:</translation>
    </message>
    <message>
        <source>(custom)</source>
        <translation>（カスタム）</translation>
    </message>
    <message>
        <source>Rules fingerprint: {fp}</source>
        <translation>ルール識別子: {fp}</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Rules in force ({n}), newest: {title}</source>
        <extracomment>families that show kanji and kana, tried after the UI font&apos;s own (the first one installed wins)</extracomment>
        <translation>適用中のルール（{n}）最新: {title}</translation>
    </message>
    <message>
        <source>No added rules yet</source>
        <translation>追加ルールはまだありません</translation>
    </message>
    <message>
        <source>Teaching mode</source>
        <translation>学習モード</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 枚</translation>
    </message>
    <message>
        <source>dealer (親)</source>
        <translation>親</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>sitting out (抜け番)</source>
        <translation>抜け番</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>脱落</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>House Rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>Japanese house-rule card and mahjong games: play friends at one screen or strong AI, learn with the legal moves highlighted, review every game.</source>
        <translation>日本のハウスルールのカードゲームと麻雀。ひとつの画面で友だちと、または強い AI と対戦。出せる手が光る学習モードで覚えて、どの対局も振り返れます。</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>The rules of this game are in; its table is still being built.</source>
        <translation>このゲームのルールは実装済みですが、卓はまだ作成中です。</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>読み込む…</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>振り返る…</translation>
    </message>
    <message>
        <source>Watch the AI play</source>
        <translation>AI の対局を観る</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Games, oldest first</source>
        <translation>ゲーム(古い順)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>終わったゲームはまだありません</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>プレイヤー(&amp;P):</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Mean place over time (line) and each game&apos;s place (dots)</source>
        <translation>平均順位の推移(線)と各ゲームの順位(点)</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>統計をリセット(&amp;R)…</translation>
    </message>
    <message>
        <source>Practice games left out: {n}.</source>
        <translation>除外した練習ゲーム: {n}。</translation>
    </message>
    <message>
        <source>Damaged saves skipped: {n}.</source>
        <translation>読めなかった壊れたセーブ: {n}。</translation>
    </message>
    <message>
        <source>AI ({level})</source>
        <translation>AI({level})</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Wins (first places)</source>
        <translation>トップ回数(1位)</translation>
    </message>
    <message>
        <source>Mean place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>最高スコア</translation>
    </message>
    <message>
        <source>Worst score</source>
        <translation>最低スコア</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <source>Start the statistics afresh? Only games finished from now on will count. Your saved games are kept.</source>
        <translation>統計を最初からやり直しますか?これから終わるゲームだけが数えられます。保存したゲームは消えません。</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>Select the tile to the left or right</source>
        <translation>左／右の牌を選ぶ</translation>
    </message>
    <message>
        <source>Discard the selected tile</source>
        <translation>選んだ牌を捨てる</translation>
    </message>
    <message>
        <source>Press the buttons shown (call, pass, riichi …), in order</source>
        <translation>表示中のボタン（鳴き・パス・リーチなど）を左から順に押す</translation>
    </message>
    <message>
        <source>Go back, or clear the selection</source>
        <translation>戻る、または選択を解除する</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>捨て札の一番上を取る</translation>
    </message>
    <message>
        <source>Move the cursor along your hand</source>
        <extracomment>the decisions of added rules picked on the table: one card of the local hand, given or discarded the decisions of added rules laid on the table&apos;s tray: a card of the discard pile to take (栗拾い), a rank to name (Qボンバー), the rule that goes first the action kinds taken on the table; the others (&quot;Done&quot;, and &quot;let it pass&quot; of a clear) are side-panel buttons</extracomment>
        <translation>手札の上でカーソルを動かす</translation>
    </message>
    <message>
        <source>Move the card under the cursor</source>
        <translation>カーソルの札を移動する</translation>
    </message>
    <message>
        <source>Select or unselect the card under the cursor</source>
        <translation>カーソルの札を選ぶ／選択を外す</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>選んだ札を捨てる</translation>
    </message>
    <message>
        <source>Declare Rummy with the selected card</source>
        <translation>選んだ札を捨ててラミーを宣言する</translation>
    </message>
    <message>
        <source>Pack (drop out of the round)</source>
        <translation>パッキング（このラウンドを降りる）</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>スート順に並べる</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>数字順に並べる</translation>
    </message>
    <message>
        <source>Arrange into melds</source>
        <translation>メルドに並べる</translation>
    </message>
    <message>
        <source>Group the selected cards</source>
        <translation>選んだ札をグループにする</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>選択を解除する</translation>
    </message>
    <message>
        <source>Play the selected cards, or give or discard the card under the cursor when a rule asks</source>
        <translation>選んだカードを出す（ルールで渡す・捨てるときはカーソルのカード）</translation>
    </message>
    <message>
        <source>Choose among the cards, ranks or rules a rule lays on the table</source>
        <translation>ルールがテーブルに並べたカード・ランク・ルールから選ぶ</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Meld the selected cards</source>
        <translation>選んだ札でメルドを出す</translation>
    </message>
    <message>
        <source>Retrieve the meld you clicked</source>
        <translation>クリックしたメルドを引き取る</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>鳴く</translation>
    </message>
    <message>
        <source>End the call turn</source>
        <translation>鳴き手番を終える</translation>
    </message>
    <message>
        <source>Auto-win (和了): win whenever possible, on or off</source>
        <extracomment>toggle -&gt; its key on the table</extracomment>
        <translation>自動和了（和了）のオン・オフ：和了れるときは自動で和了</translation>
    </message>
    <message>
        <source>No calls (鳴きなし): pass every chi, pon and kan, on or off</source>
        <translation>鳴きなしのオン・オフ：チー・ポン・カンをすべて見送る</translation>
    </message>
    <message>
        <source>Auto-discard after riichi (ツモ切り), on or off</source>
        <translation>リーチ後の自動ツモ切りのオン・オフ</translation>
    </message>
    <message>
        <source>Auto-extract norths (北抜き), on or off</source>
        <translation>自動北抜きのオン・オフ</translation>
    </message>
    <message>
        <source>Show the waits when tenpai, on or off</source>
        <translation>聴牌時の待ち表示のオン・オフ</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>{n}st / {n}位</source>
        <translation>{n}位</translation>
    </message>
    <message>
        <source>{n}nd / {n}位</source>
        <translation>{n}位</translation>
    </message>
    <message>
        <source>{n}rd / {n}位</source>
        <translation>{n}位</translation>
    </message>
    <message>
        <source>{n}th / {n}位</source>
        <translation>{n}位</translation>
    </message>
    <message>
        <source>Field (場)</source>
        <translation>場</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出す</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Eliminated (脱落)</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>親 (leader): leads the next trick</source>
        <translation>親: 次に打ち出す人</translation>
    </message>
    <message>
        <source>Discards: {n}</source>
        <translation>捨て札: {n}</translation>
    </message>
    <message>
        <source>Discard one of the lit cards: click it, or drag it onto the discard pile.</source>
        <translation>光っているカードを1枚捨ててください。クリックするか、捨て札の山へドラッグします。</translation>
    </message>
    <message>
        <source>Give one of the lit cards to {name}: click it, or drag it onto their place.</source>
        <translation>光っているカードを1枚 {name} に渡してください。クリックするか、その席へドラッグします。</translation>
    </message>
    <message>
        <source>{question}: click one of the choices on the table.</source>
        <translation>{question}：テーブル上の選択肢をクリックしてください。</translation>
    </message>
    <message>
        <source>親 (leader)</source>
        <translation>親</translation>
    </message>
    <message>
        <source>{leader}: {card}</source>
        <translation>{leader}: {card}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>今はその手は出せません。</translation>
    </message>
    <message>
        <source>Take a card from the discard pile ({n} left)</source>
        <extracomment>the action kinds the tray lays out</extracomment>
        <translation>捨て札から1枚拾ってください（残り{n}枚）</translation>
    </message>
    <message>
        <source>Name a rank: every player discards all of it ({n} left)</source>
        <translation>ランクを宣言：全員がそのランクをすべて捨てます（残り{n}回）</translation>
    </message>
    <message>
        <source>Your rules fire at once: which goes first?</source>
        <translation>あなたのルールが同時に発動：どれを先に処理しますか？</translation>
    </message>
    <message>
        <source>Rule #{n}</source>
        <translation>ルール #{n}</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>House Rules — Practice game</source>
        <translation>ハウスルール — 練習対局</translation>
    </message>
    <message>
        <source>Taken back to your previous decision.</source>
        <translation>直前のあなたの判断まで戻しました。</translation>
    </message>
    <message>
        <source>Practice game (taken back once)</source>
        <translation>練習対局（待った 1回）</translation>
    </message>
    <message>
        <source>Practice game (taken back {n} times)</source>
        <translation>練習対局（待った {n}回）</translation>
    </message>
</context>
<context>
    <name>WildLog</name>
    <message>
        <source>組 (set)</source>
        <translation>組</translation>
    </message>
    <message>
        <source>空無組 (void set)</source>
        <translation>空無組</translation>
    </message>
    <message>
        <source>順 (run)</source>
        <translation>順</translation>
    </message>
    <message>
        <source>陰陽順 (yin-yang run)</source>
        <translation>陰陽順</translation>
    </message>
    <message>
        <source>相順 (cycle run)</source>
        <translation>相順</translation>
    </message>
    <message>
        <source>罰点支払い方式 (penalty payment)</source>
        <translation>罰点支払い方式</translation>
    </message>
    <message>
        <source>出来役加点の収集方式 (meld-bonus collection)</source>
        <translation>出来役加点の収集方式</translation>
    </message>
    <message>
        <source>both methods (罰点支払い and 出来役加点)</source>
        <translation>両方式（罰点支払い＋出来役加点）</translation>
    </message>
    <message>
        <source>The field is now 陽場: 相生 cycle runs are active.</source>
        <translation>場が陽場になりました：相生の相順が有効です。</translation>
    </message>
    <message>
        <source>The field is now 陰場: 相克 cycle runs are active.</source>
        <translation>場が陰場になりました：相克の相順が有効です。</translation>
    </message>
    <message>
        <source>The field is now neutral: no cycle run is active.</source>
        <translation>場が中立になりました：相順は使えません。</translation>
    </message>
    <message>
        <source>The field starts as 陽場: 相生 cycle runs are active.</source>
        <translation>場は陽場で始まります：相生の相順が有効です。</translation>
    </message>
    <message>
        <source>The field starts as 陰場: 相克 cycle runs are active.</source>
        <translation>場は陰場で始まります：相克の相順が有効です。</translation>
    </message>
    <message>
        <source>the stock ran out</source>
        <translation>山札が尽きました</translation>
    </message>
    <message>
        <source>the round went on too long</source>
        <translation>ラウンドが長引きすぎました</translation>
    </message>
    <message>
        <source>相順 (cycle run, {order})</source>
        <translation>相順（{order}）</translation>
    </message>
    <message>
        <source>meld</source>
        <translation>メルド</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>{card} (as {ident})</source>
        <translation>{card}（{ident}扱い）</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}と{second}</translation>
    </message>
    <message>
        <source>a meld</source>
        <translation>メルド</translation>
    </message>
    <message>
        <source>your {meld}</source>
        <translation>あなたの{meld}</translation>
    </message>
    <message>
        <source>their own {meld}</source>
        <translation>自分の{meld}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {meld}</source>
        <translation>{owner} の{meld}</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first}{second}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Round {n} of {rounds} begins; {name} deals.</source>
        <translation>ラウンド {n}/{rounds} 開始：ディーラーは {name} です。</translation>
    </message>
    <message>
        <source>Round {n} of {rounds} begins; you deal.</source>
        <translation>ラウンド {n}/{rounds} 開始：ディーラーはあなたです。</translation>
    </message>
    <message>
        <source>{name} is dealt {n} cards.</source>
        <translation>{name} に{n}枚配られました。</translation>
    </message>
    <message>
        <source>You are dealt {cards}.</source>
        <translation>あなたに配られた手札：{cards}。</translation>
    </message>
    <message>
        <source>{name} draws {cards} from the stock.</source>
        <translation>{name} が山札から {cards} を引きました。</translation>
    </message>
    <message>
        <source>You draw {cards} from the stock.</source>
        <translation>あなたが山札から {cards} を引きました。</translation>
    </message>
    <message>
        <source>{name} takes {cards} from the discard pile.</source>
        <translation>{name} が捨て札から {cards} を取りました。</translation>
    </message>
    <message>
        <source>You take {cards} from the discard pile.</source>
        <translation>あなたが捨て札から {cards} を取りました。</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>{name} が {cards} を捨てました。</translation>
    </message>
    <message>
        <source>You discard {cards}.</source>
        <translation>あなたが {cards} を捨てました。</translation>
    </message>
    <message>
        <source>{name} does not call.</source>
        <translation>{name} は鳴きませんでした。</translation>
    </message>
    <message>
        <source>You do not call.</source>
        <translation>あなたは鳴きませんでした。</translation>
    </message>
    <message>
        <source>{name} calls {cards} (鳴き).</source>
        <translation>{name} が {cards} を鳴きました。</translation>
    </message>
    <message>
        <source>You call {cards} (鳴き).</source>
        <translation>あなたが {cards} を鳴きました。</translation>
    </message>
    <message>
        <source>{name} melds a {meld}: {cards}.</source>
        <translation>{name} が {meld} をメルドしました：{cards}。</translation>
    </message>
    <message>
        <source>You meld a {meld}: {cards}.</source>
        <translation>あなたが {meld} をメルドしました：{cards}。</translation>
    </message>
    <message>
        <source>{name} lays {cards} off onto {meld} (付け札).</source>
        <translation>{name} が {cards} を {meld} に付け札しました。</translation>
    </message>
    <message>
        <source>You lay {cards} off onto {meld} (付け札).</source>
        <translation>あなたが {cards} を {meld} に付け札しました。</translation>
    </message>
    <message>
        <source>{name} lays {cards} off onto {meld}, turning it into a {new} (付け札).</source>
        <translation>{name} が {cards} を {meld} に付け札し、{new} に変えました。</translation>
    </message>
    <message>
        <source>You lay {cards} off onto {meld}, turning it into a {new} (付け札).</source>
        <translation>あなたが {cards} を {meld} に付け札し、{new} に変えました。</translation>
    </message>
    <message>
        <source>{name} swaps {cards} into {meld} and takes {taken} (差し札).</source>
        <translation>{name} が {cards} を {meld} に差し札し、{taken} を取りました。</translation>
    </message>
    <message>
        <source>You swap {cards} into {meld} and take {taken} (差し札).</source>
        <translation>あなたが {cards} を {meld} に差し札し、{taken} を取りました。</translation>
    </message>
    <message>
        <source>{name} takes {taken} out of {meld} with {cards} (抜き札).</source>
        <translation>{name} が {cards} で {meld} から {taken} を抜き札しました。</translation>
    </message>
    <message>
        <source>You take {taken} out of {meld} with {cards} (抜き札).</source>
        <translation>あなたが {cards} で {meld} から {taken} を抜き札しました。</translation>
    </message>
    <message>
        <source>{name} buries {at} under {cards} in {meld} (埋め潰し).</source>
        <translation>{name} が {meld} の {at} を {cards} で埋め潰しました。</translation>
    </message>
    <message>
        <source>You bury {at} under {cards} in {meld} (埋め潰し).</source>
        <translation>あなたが {meld} の {at} を {cards} で埋め潰しました。</translation>
    </message>
    <message>
        <source>{name} excavates {taken} from {meld} with {cards} (発掘).</source>
        <translation>{name} が {cards} で {meld} から {taken} を発掘しました。</translation>
    </message>
    <message>
        <source>You excavate {taken} from {meld} with {cards} (発掘).</source>
        <translation>あなたが {cards} で {meld} から {taken} を発掘しました。</translation>
    </message>
    <message>
        <source>{name} adds {cards} to {meld} and takes {taken} from the other end (付け抜き札).</source>
        <translation>{name} が {cards} を {meld} に付け、反対の端の {taken} を取りました（付け抜き札）。</translation>
    </message>
    <message>
        <source>You add {cards} to {meld} and take {taken} from the other end (付け抜き札).</source>
        <translation>あなたが {cards} を {meld} に付け、反対の端の {taken} を取りました（付け抜き札）。</translation>
    </message>
    <message>
        <source>{name} takes back their {meld} (メルドの回収): {cards}.</source>
        <translation>{name} が自分の {meld} を回収しました：{cards}。</translation>
    </message>
    <message>
        <source>You take back your {meld} (メルドの回収): {cards}.</source>
        <translation>あなたが自分の {meld} を回収しました：{cards}。</translation>
    </message>
    <message>
        <source>{name} ends the call turn (鳴き手番).</source>
        <translation>{name} の鳴き手番が終わりました。</translation>
    </message>
    <message>
        <source>You end the call turn (鳴き手番).</source>
        <translation>あなたの鳴き手番が終わりました。</translation>
    </message>
    <message>
        <source>{name} goes out (上がり)!</source>
        <translation>{name} が上がりました！</translation>
    </message>
    <message>
        <source>You go out (上がり)!</source>
        <translation>あなたが上がりました！</translation>
    </message>
    <message>
        <source>{name} goes out at once (一度に上がり)!</source>
        <translation>{name} が一度に上がりました！</translation>
    </message>
    <message>
        <source>You go out at once (一度に上がり)!</source>
        <translation>あなたが一度に上がりました！</translation>
    </message>
    <message>
        <source>{name} deals the next round.</source>
        <translation>次のラウンドのディーラーは {name} です。</translation>
    </message>
    <message>
        <source>You deal the next round.</source>
        <translation>次のラウンドのディーラーはあなたです。</translation>
    </message>
    <message>
        <source>a wild</source>
        <translation>ワイルド</translation>
    </message>
    <message>
        <source>Round {n} is void (流局): {reason}.</source>
        <translation>ラウンド {n} は流局です：{reason}。</translation>
    </message>
    <message>
        <source>Round {n} is void (流局).</source>
        <translation>ラウンド {n} は流局です。</translation>
    </message>
    <message>
        <source>Round {n} is scored by {method}.</source>
        <translation>ラウンド {n} を{method}で精算します。</translation>
    </message>
    <message>
        <source>Going out at once (一度に上がり) multiplies the score by {m}.</source>
        <translation>一度に上がりのため得点は{m}倍です。</translation>
    </message>
    <message>
        <source>Payments: {list}.</source>
        <translation>収支：{list}。</translation>
    </message>
    <message>
        <source>Nobody pays.</source>
        <translation>支払いはありません。</translation>
    </message>
    <message>
        <source>{place} {name} ({points})</source>
        <translation>{place} {name}（{points}）</translation>
    </message>
    <message>
        <source>The match is over: {ranking}.</source>
        <translation>対戦終了：{ranking}。</translation>
    </message>
    <message>
        <source>The stock ran out: the discards are shuffled into a new stock of {n} cards.</source>
        <translation>山札が尽きました：捨て札を切り直して{n}枚の新しい山札にします。</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <source>Take {cards} from the discard pile</source>
        <translation>捨て札から {cards} を取る</translation>
    </message>
    <message>
        <source>Meld a {form}: {cards}</source>
        <translation>{form} をメルド：{cards}</translation>
    </message>
    <message>
        <source>Lay {cards} off onto {meld} (付け札)</source>
        <translation>{cards} を {meld} に付け札</translation>
    </message>
    <message>
        <source>Lay {cards} off onto {meld}, turning it into a {form} (付け札)</source>
        <translation>{cards} を {meld} に付け札して {form} に変える</translation>
    </message>
    <message>
        <source>Swap {cards} for {at} in {meld} (差し札)</source>
        <translation>{cards} を {meld} の {at} と差し札</translation>
    </message>
    <message>
        <source>Take {at} out of {meld} with {cards} (抜き札)</source>
        <translation>{cards} で {meld} の {at} を抜き札</translation>
    </message>
    <message>
        <source>Bury {at} under {cards} in {meld} (埋め潰し)</source>
        <translation>{meld} の {at} を {cards} で埋め潰し</translation>
    </message>
    <message>
        <source>Excavate {at} from {meld} with {cards} (発掘)</source>
        <translation>{cards} で {meld} から {at} を発掘</translation>
    </message>
    <message>
        <source>Add {cards} to {meld} and take the far end (付け抜き札)</source>
        <translation>{cards} を {meld} に付けて反対の端を取る（付け抜き札）</translation>
    </message>
    <message>
        <source>Take back {meld} (メルドの回収): {cards}</source>
        <translation>{meld} を回収（メルドの回収）：{cards}</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>{cards} を捨てる</translation>
    </message>
    <message>
        <source>Call {cards} (鳴き)</source>
        <translation>{cards} を鳴く</translation>
    </message>
    <message>
        <source>Do not call</source>
        <translation>鳴かない</translation>
    </message>
    <message>
        <source>End the call turn (鳴き手番)</source>
        <translation>鳴き手番を終える</translation>
    </message>
    <message>
        <source>{card} and the wild under it</source>
        <translation>{card}とその下のワイルド</translation>
    </message>
</context>
<context>
    <name>WildRound</name>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>{n} pt</source>
        <translation>{n}点</translation>
    </message>
    <message>
        <source>{n} natural → {points}</source>
        <translation>自然札{n}枚 → {points}</translation>
    </message>
    <message>
        <source>no natural segment → {points}</source>
        <translation>自然札の連なりなし → {points}</translation>
    </message>
    <message>
        <source>segments {list} → {points}</source>
        <translation>連長 {list} → {points}</translation>
    </message>
    <message>
        <source>You go out at once (一度に上がり) and win round {n}: score ×{m}!</source>
        <translation>あなたが一度に上がり、ラウンド {n} に勝ちました：得点×{m}！</translation>
    </message>
    <message>
        <source>{name} goes out at once (一度に上がり) and wins round {n}: score ×{m}!</source>
        <translation>{name} が一度に上がり、ラウンド {n} に勝ちました：得点×{m}！</translation>
    </message>
    <message>
        <source>You go out at once (一度に上がり) and win round {n}!</source>
        <translation>あなたが一度に上がり、ラウンド {n} に勝ちました！</translation>
    </message>
    <message>
        <source>{name} goes out at once (一度に上がり) and wins round {n}!</source>
        <translation>{name} が一度に上がり、ラウンド {n} に勝ちました！</translation>
    </message>
    <message>
        <source>You go out (上がり) and win round {n}!</source>
        <translation>あなたが上がり、ラウンド {n} に勝ちました！</translation>
    </message>
    <message>
        <source>{name} goes out (上がり) and wins round {n}!</source>
        <translation>{name} が上がり、ラウンド {n} に勝ちました！</translation>
    </message>
    <message>
        <source>Scoring: {method}</source>
        <translation>精算：{method}</translation>
    </message>
    <message>
        <source>only the winner collects the meld bonus</source>
        <translation>出来役加点は上がった人だけが受け取ります</translation>
    </message>
    <message>
        <source>Went out (上がり): receives {n} in 罰点.</source>
        <translation>上がり：罰点 {n} を受け取ります。</translation>
    </message>
    <message>
        <source>罰点 {formula}: not paid (流局).</source>
        <translation>罰点 {formula}：流局のため支払いなし。</translation>
    </message>
    <message>
        <source>{formula}, ×{m} = {total}</source>
        <translation>{formula}、×{m} = {total}</translation>
    </message>
    <message>
        <source>罰点 {formula} → pays {n}.</source>
        <translation>罰点 {formula} → {n} を支払い。</translation>
    </message>
    <message>
        <source>Meld total {n} ×{m} = {total} → meld bonus {amount}</source>
        <translation>出来役点 {n} ×{m} = {total} → 出来役加点 {amount}</translation>
    </message>
    <message>
        <source>Meld total {n} → meld bonus {amount}</source>
        <translation>出来役点 {n} → 出来役加点 {amount}</translation>
    </message>
    <message>
        <source>{name}: this round {amount}, total {total}</source>
        <translation>{name}：このラウンド {amount}、合計 {total}</translation>
    </message>
    <message>
        <source>Cards left: {cards}</source>
        <translation>残り手札：{cards}</translation>
    </message>
    <message>
        <source>End of round {n}</source>
        <translation>ラウンド {n} 終了</translation>
    </message>
    <message>
        <source>罰点 per card left in hand: 1 element (五行), 3 陰陽, 5 空無, 7 太極.</source>
        <translation>罰点は残り手札1枚ごとに 五行札 1、陰陽札 3、空無札 5、太極札 7。</translation>
    </message>
    <message>
        <source>出来役点: only natural cards score; a wild (grey, → what it stands for) splits a run into segments.</source>
        <translation>出来役点：数えるのは自然札だけです。ワイルド（灰色、→の先が代わりの札）は順を分断し、連長を別々に数えます。</translation>
    </message>
    <message>
        <source>The melds are still scored in a void round, without multiplier.</source>
        <translation>流局でもメルドは倍率なしで精算されます。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>罰点 (penalty)</source>
        <translation>罰点</translation>
    </message>
    <message>
        <source>出来役 (meld bonus)</source>
        <translation>出来役加点</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>このラウンド</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name}（あなた）</translation>
    </message>
    <message>
        <source>一度に上がり</source>
        <translation>一度に上がり</translation>
    </message>
    <message>
        <source>上がり</source>
        <translation>上がり</translation>
    </message>
    <message>
        <source>This round {amount} · total {total}</source>
        <translation>このラウンド {amount}・合計 {total}</translation>
    </message>
    <message>
        <source>No melds on the table.</source>
        <translation>場に出したメルドはありません。</translation>
    </message>
    <message>
        <source>All {n} rounds have been played.</source>
        <translation>全{n}ラウンドを終えました。</translation>
    </message>
</context>
<context>
    <name>WildStandings</name>
    <message>
        <source>Each cell: the points won (+) or paid (−) in the round → the running total. ★ marks the player who went out.</source>
        <translation>各欄：そのラウンドで得た点（＋）・払った点（−）→ 累計。★ は上がったプレイヤー。</translation>
    </message>
</context>
<context>
    <name>WildTableView</name>
    <message>
        <source>New meld (メルド)
Drop cards here</source>
        <translation>新しいメルド
ここに札を置く</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>Meld (メルド)</source>
        <translation>メルド</translation>
    </message>
    <message>
        <source>Retrieve (回収)</source>
        <translation>回収</translation>
    </message>
    <message>
        <source>Call (鳴き)</source>
        <translation>鳴く</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>End call turn</source>
        <translation>鳴き手番を終える</translation>
    </message>
    <message>
        <source>D</source>
        <translation>親</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Stock: {n}</source>
        <translation>山札：{n}</translation>
    </message>
    <message>
        <source>Swap (差し札): take the wild {card}</source>
        <translation>差し札：ワイルド{card}を取る</translation>
    </message>
    <message>
        <source>Bury (埋め潰し): leave the wild {card}</source>
        <translation>埋め潰し：ワイルド{card}を残す</translation>
    </message>
    <message>
        <source>Take {card} (抜き札)</source>
        <translation>抜き札：{card}を取る</translation>
    </message>
    <message>
        <source>Excavate (発掘): take {card}</source>
        <translation>発掘：{card}を取る</translation>
    </message>
    <message>
        <source>Slide (付け抜き札): {what}</source>
        <translation>付け抜き札：{what}</translation>
    </message>
    <message>
        <source>Lay off (付け札): {what}</source>
        <translation>付け札：{what}</translation>
    </message>
    <message>
        <source>Set (組): 3-6 cards of one rank, one of each suit (the 陰陽 suit only in a 6-card set).</source>
        <translation>組: 同じランクのカード3〜6枚、各スート1枚ずつ（陰陽スートは6枚の組のときだけ）。</translation>
    </message>
    <message>
        <source>Void set (空無組): 2-6 空無 cards (and 太極), all on position Z (ZAT).</source>
        <translation>空無組: 空無札（と太極）2〜6枚、すべてZ位置（ZAT）。</translation>
    </message>
    <message>
        <source>Run (順): 3 or more consecutive positions of one element suit.</source>
        <translation>順: 1つの五行スートで連続する位置3枚以上。</translation>
    </message>
    <message>
        <source>Yin-yang run (陰陽順): 2 or more consecutive positions of the 陰陽 suit.</source>
        <translation>陰陽順: 陰陽スートで連続する位置2枚以上。</translation>
    </message>
    <message>
        <source>Cycle run (相順): 3-5 cards, each one rank up and one suit on along 木火土金水 (相生) or two suits on (相克); only while the field allows it.</source>
        <translation>相順: 3〜5枚、1枚ごとにランクが1上がり、スートが木火土金水の順に1つ進む（相生）か2つ進む（相克）。場が許すときだけ。</translation>
    </message>
    <message>
        <source>SW: suit wild (スートワイルド). A 陰陽 card standing for the element card of its rank, here {ident}. Drop {ident} on it to take the wild (差し札) or bury it (埋め潰し).</source>
        <translation>SW: スートワイルド。同じランクの五行札の代わりをする陰陽札（ここでは{ident}）。{ident}をこの札に出すと、ワイルドを取る（差し札）か埋める（埋め潰し）ことができます。</translation>
    </message>
    <message>
        <source>RW: rank wild (ランクワイルド). A 空無 card standing for a card of its own element at any rank 1-12, here {ident}. Drop {ident} on it to take the wild (差し札) or bury it (埋め潰し).</source>
        <translation>RW: ランクワイルド。自分の五行の1〜12の任意のランクの代わりをする空無札（ここでは{ident}）。{ident}をこの札に出すと、ワイルドを取る（差し札）か埋める（埋め潰し）ことができます。</translation>
    </message>
    <message>
        <source>GW: general wild (ジェネラルワイルド). 太極 standing for any card of rank 1-12, here {ident}. Drop {ident} on it to take the wild (差し札) or bury it (埋め潰し).</source>
        <translation>GW: ジェネラルワイルド。ランク1〜12の任意の札の代わりをする太極（ここでは{ident}）。{ident}をこの札に出すと、ワイルドを取る（差し札）か埋める（埋め潰し）ことができます。</translation>
    </message>
    <message>
        <source>ZAT: Zero And Thirteen. A 空無 (or 太極 in the 陰陽 suit) on position Z, 0 and 13 at once. Here it is natural, not a wild: no card can take its place.</source>
        <translation>ZAT: Zero And Thirteen（0と13を兼ねる）。Z位置の空無札（陰陽スートでは太極）。ここではワイルドではなく自然札で、代わりに置ける札はありません。</translation>
    </message>
    <message>
        <source>太極 (taiji): the general wild (GW), for any card of rank 1-12; on position Z of a 陰陽順 it is natural (ZAT). 7 penalty points in hand.</source>
        <translation>太極: ジェネラルワイルド（GW）。ランク1〜12の任意の札の代わりになる。陰陽順のZ位置では自然札（ZAT）。手に残ると罰点7。</translation>
    </message>
    <message>
        <source>{card} (空無, void): the rank wild (RW) of {element}, for a {element} card of any rank 1-12; on position Z (0 and 13) it is natural (ZAT). 5 penalty points in hand.</source>
        <translation>{card}（空無札）: {element}のランクワイルド（RW）。{element}の1〜12の任意のランクの代わりになる。Z位置（0と13）では自然札（ZAT）。手に残ると罰点5。</translation>
    </message>
    <message>
        <source>{card} (陰陽 card): a suit wild (SW), for the element card of rank {rank}; natural in a 陰陽順. 3 penalty points in hand.</source>
        <translation>{card}（陰陽札）: スートワイルド（SW）。ランク{rank}の五行札の代わりになる。陰陽順では自然札。手に残ると罰点3。</translation>
    </message>
    <message>
        <source>Round {n} / {total}</source>
        <translation>ラウンド {n} / {total}</translation>
    </message>
    <message>
        <source>陽場 Yang field — 相生 cycle runs active</source>
        <translation>陽場 — 相生の相順が有効</translation>
    </message>
    <message>
        <source>陰場 Yin field — 相克 cycle runs active</source>
        <translation>陰場 — 相克の相順が有効</translation>
    </message>
    <message>
        <source>Neutral field — no 相順 until a 陰陽 discard</source>
        <translation>中立 — 陰陽札が捨てられるまで相順なし</translation>
    </message>
    <message>
        <source>Meld {cards} first</source>
        <extracomment>every action kind of the game is a gesture on this table</extracomment>
        <translation>先に{cards}をメルド</translation>
    </message>
    <message>
        <source>Call {card}? (鳴き)</source>
        <translation>{card}を鳴きますか？</translation>
    </message>
    <message>
        <source>Call turn (鳴き手番): meld, then End call turn</source>
        <translation>鳴き手番：メルドしてから鳴き手番を終える</translation>
    </message>
    <message>
        <source>Pass ({n})</source>
        <translation>パス（{n}）</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>今はその操作はできません。</translation>
    </message>
    <message>
        <source>Select the card to discard first.</source>
        <translation>捨てる札を先に選んでください。</translation>
    </message>
    <message>
        <source>Select the cards to meld first.</source>
        <translation>メルドする札を先に選んでください。</translation>
    </message>
    <message>
        <source>Click one of your melds first.</source>
        <translation>先に自分のメルドをクリックしてください。</translation>
    </message>
    <message>
        <source>Call! (鳴き)</source>
        <translation>鳴き！</translation>
    </message>
    <message>
        <source>Out! (上がり)</source>
        <translation>上がり！</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>対戦終了</translation>
    </message>
</context>
<context>
    <name>WildTeaching</name>
    <message>
        <source>Special cards</source>
        <translation>特殊札</translation>
    </message>
</context>
<context>
    <name>WordRow</name>
    <message>
        <source>not</source>
        <translation>否定</translation>
    </message>
    <message>
        <source>The condition holds when this is not the case.</source>
        <translation>これが成り立たないときに条件が成り立ちます。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <source>Picks a legal move at random.</source>
        <translation>出せる手からランダムに選びます。</translation>
    </message>
    <message>
        <source>Goes out with {cards}.</source>
        <translation>{cards} で上がります。</translation>
    </message>
    <message>
        <source>Plays {cards}, which nobody can beat, to win the lead and then go out.</source>
        <translation>誰も返せない {cards} を出して親を取り、そのまま上がります。</translation>
    </message>
    <message>
        <source>Leads the weakest group ({cards}) to keep {keep} for later.</source>
        <translation>{keep} を後に残し、いちばん弱い組（{cards}）を打ち出します。</translation>
    </message>
    <message>
        <source>Leads the weakest group ({cards}).</source>
        <translation>いちばん弱い組（{cards}）を打ち出します。</translation>
    </message>
    <message>
        <source>Leads {cards}: a player with one card left cannot answer it.</source>
        <translation>残り1枚のプレイヤーが返せないよう {cards} を打ち出します。</translation>
    </message>
    <message>
        <source>Follows with {cards} without breaking a group.</source>
        <translation>組を崩さずに {cards} を出します。</translation>
    </message>
    <message>
        <source>Plays {cards}, which nobody can beat, to take the lead.</source>
        <translation>誰も返せない {cards} を出して親を取ります。</translation>
    </message>
    <message>
        <source>Plays {cards} to win the lead back for its weaker cards.</source>
        <translation>弱い札を出すために {cards} で親を取り返しにいきます。</translation>
    </message>
    <message>
        <source>Plays {cards} from a larger group: its strong cards can win the lead back later.</source>
        <translation>強い札で後から親を取り返せるので、組を崩して {cards} を出します。</translation>
    </message>
    <message>
        <source>Passes to keep {cards} for later.</source>
        <translation>{cards} を後に残すためパスします。</translation>
    </message>
    <message>
        <source>Passes rather than break up {cards}.</source>
        <translation>{cards} を崩さないようパスします。</translation>
    </message>
    <message>
        <source>Passes: nothing in hand beats the field.</source>
        <translation>場札より強い札がないのでパスします。</translation>
    </message>
    <message>
        <source>Plays {cards}.</source>
        <translation>{cards} を出します。</translation>
    </message>
    <message>
        <source>Passes: its plays would leave only cards the rules do not let it go out with.</source>
        <translation>出すと、ルール上上がれない札しか残らないのでパスします。</translation>
    </message>
    <message>
        <source>Leads its weakest cards, {cards}.</source>
        <translation>いちばん弱い札 {cards} を打ち出します。</translation>
    </message>
    <message>
        <source>Plays the weakest cards that beat the field, {cards}.</source>
        <translation>場札に勝てるいちばん弱い札 {cards} を出します。</translation>
    </message>
    <message>
        <source>Passes to keep the Joker.</source>
        <translation>ジョーカーを残すためパスします。</translation>
    </message>
    <message>
        <source>Gives away {cards}, its weakest card.</source>
        <translation>いちばん弱い札 {cards} を渡します。</translation>
    </message>
    <message>
        <source>Discards {cards}, its weakest card.</source>
        <translation>いちばん弱い札 {cards} を捨てます。</translation>
    </message>
    <message>
        <source>Stops here to keep its strong cards.</source>
        <translation>強い札を残すため、ここでやめます。</translation>
    </message>
    <message>
        <source>Takes {cards} from the discard pile: a strong card wins a lead back.</source>
        <translation>強い札で親を取り返せるので、捨て札から {cards} を取ります。</translation>
    </message>
    <message>
        <source>Takes nothing: another card would only be one more to get rid of.</source>
        <translation>札が増えても出し切る手間が増えるだけなので、何も取りません。</translation>
    </message>
    <message>
        <source>Names {rank}: discarding that rank helps it more than the others.</source>
        <translation>{rank} を宣言します：他の人より自分が得をします。</translation>
    </message>
    <message>
        <source>Names no more ranks: another would help the others more.</source>
        <translation>これ以上は他のプレイヤーに有利になるので、数字の宣言をやめます。</translation>
    </message>
    <message>
        <source>Lets the rules take effect in the order they are listed.</source>
        <translation>ルールを並んでいる順に処理します。</translation>
    </message>
    <message>
        <source>Answers with {cards} to win the field.</source>
        <translation>場を取るため {cards} で応じます。</translation>
    </message>
    <message>
        <source>Does not answer.</source>
        <translation>応じません。</translation>
    </message>
    <message>
        <source>Chooses the first of the options.</source>
        <translation>最初の選択肢を選びます。</translation>
    </message>
    <message>
        <source>Plays {cards}: it did best in {n} simulated continuations of the game.</source>
        <translation>{n} 回の対局シミュレーションで最も結果が良かった {cards} を出します。</translation>
    </message>
    <message>
        <source>Passes: that did best in {n} simulated continuations of the game.</source>
        <translation>{n} 回の対局シミュレーションで最も結果が良かったのでパスします。</translation>
    </message>
    <message>
        <source>Plays {cards}: it finished in place {place} on average in {n} simulated continuations of the game.</source>
        <translation>{cards} を出します：{n} 回の対局シミュレーションで平均 {place} 位でした。</translation>
    </message>
    <message>
        <source>Passes: it finished in place {place} on average in {n} simulated continuations of the game.</source>
        <translation>パスします：{n} 回の対局シミュレーションで平均 {place} 位でした。</translation>
    </message>
    <message>
        <source>Declares Hand Rummy (ハンド・ラミー): the 13 dealt cards are already all in melds.</source>
        <translation>ハンド・ラミーを宣言します：配られた13枚がすでにすべて役になっています。</translation>
    </message>
    <message>
        <source>Discards {card} and declares Rummy (ラミー宣言): the 13 cards left are all in melds, with a straight run (ストレートラン) and another run.</source>
        <translation>{card}を捨ててラミー宣言します：残りの13枚がすべて役になり、ストレートランともう1つのランがあります。</translation>
    </message>
    <message>
        <source>Takes {card} from the discard pile: it completes {meld}; {distance}.</source>
        <translation>捨て札から{card}を取ります：{meld}が完成します。{distance}。</translation>
    </message>
    <message>
        <source>Takes {card} from the discard pile: a wild card fits any meld; {distance}.</source>
        <translation>捨て札から{card}を取ります：ワイルドカードはどの役にも入ります。{distance}。</translation>
    </message>
    <message>
        <source>Takes {card} from the discard pile: it goes into a meld.</source>
        <translation>捨て札から{card}を取ります：役に入ります。</translation>
    </message>
    <message>
        <source>Melds {cards}.</source>
        <translation>{cards}をメルドします。</translation>
    </message>
    <message>
        <source>Melds {cards}, the biggest meld in the hand.</source>
        <translation>手札でいちばん大きいメルド{cards}を出します。</translation>
    </message>
    <message>
        <source>Melds {cards}: {points} points of natural cards (出来役).</source>
        <translation>{cards}をメルドします：ナチュラル札で{points}点の出来役です。</translation>
    </message>
    <message>
        <source>Melds {cards} at once with the card it took ({card}).</source>
        <translation>取得した札（{card}）とすぐに{cards}をメルドします。</translation>
    </message>
    <message>
        <source>Melds {cards} and goes out.</source>
        <translation>{cards}をメルドして上がります。</translation>
    </message>
    <message>
        <source>Lays {card} off onto {meld} (付け札).</source>
        <translation>{card}を{meld}に付け札します。</translation>
    </message>
    <message>
        <source>Lays {card} off onto {meld} (付け札) and goes out.</source>
        <translation>{card}を{meld}に付け札して上がります。</translation>
    </message>
    <message>
        <source>Lays {card} off onto its own meld {meld}, changing its type (付け札).</source>
        <translation>{card}を自分のメルド{meld}に付け札し、役組の種類を変えます。</translation>
    </message>
    <message>
        <source>Buries {wild} under {card} (埋め潰し): the card is shed and nobody can take the wild back.</source>
        <translation>{card}で{wild}を埋め潰します：札を減らせて、そのワイルドは誰にも取り戻されません。</translation>
    </message>
    <message>
        <source>Swaps {card} for the wild {wild} (差し札).</source>
        <translation>{card}を差し札してワイルドの{wild}を取ります。</translation>
    </message>
    <message>
        <source>Puts {wild} in place of {card} and takes {card} (抜き札): it goes into a meld.</source>
        <translation>{wild}で{card}を抜き札します：{card}はメルドに入ります。</translation>
    </message>
    <message>
        <source>Puts {wild} in place of {card} (抜き札): {card} costs fewer penalty points to hold.</source>
        <translation>{wild}で{card}を抜き札します：手元に残すなら{card}のほうが罰点が少なくて済みます。</translation>
    </message>
    <message>
        <source>Digs up {cards} with {wild} (発掘).</source>
        <translation>{wild}で{cards}を発掘します。</translation>
    </message>
    <message>
        <source>Lays {card} onto the cycle run and takes {taken} (付け抜き札).</source>
        <translation>{card}を相順に付けて{taken}を抜きます（付け抜き札）。</translation>
    </message>
    <message>
        <source>Calls {card} to meld at once (鳴き).</source>
        <translation>{card}を鳴いてすぐにメルドします。</translation>
    </message>
    <message>
        <source>Calls {card} and goes out (鳴き).</source>
        <translation>{card}を鳴いて上がります。</translation>
    </message>
    <message>
        <source>Passes: calling {card} would not help the hand.</source>
        <translation>パスします：{card}を鳴いても手札はよくなりません。</translation>
    </message>
    <message>
        <source>Passes: it keeps its melds hidden to go out at once (一度に上がり).</source>
        <translation>パスします：メルドを伏せたまま一度に上がりを狙います。</translation>
    </message>
    <message>
        <source>Ends the call turn: nothing more to meld or lay off.</source>
        <translation>鳴き手番を終えます：これ以上メルドも付け札もできません。</translation>
    </message>
    <message>
        <source>Discards the card that fits least: {card}.</source>
        <translation>いちばん役に立たない札{card}を捨てます。</translation>
    </message>
    <message>
        <source>Discards {card} and goes out.</source>
        <translation>{card}を捨てて上がります。</translation>
    </message>
    <message>
        <source>Discards {card}: the others are unlikely to call it ({risky} would be riskier).</source>
        <translation>{card}を捨てます：ほかの人に鳴かれにくい札です（{risky}のほうが危険です）。</translation>
    </message>
    <message>
        <source>Discards {card}: it fits nothing and costs {points} penalty points to hold.</source>
        <translation>{card}を捨てます：どの役にも入らず、持っていると罰点{points}点になります。</translation>
    </message>
    <message>
        <source>Discards {card}: it turns the field into a {field}, where its cycle runs (相順) can be melded.</source>
        <translation>{card}を捨てます：場が{field}になり、手札の相順をメルドできるようになります。</translation>
    </message>
    <message>
        <source>Keeps its melds hidden to go out at once (一度に上がり) and discards {card}.</source>
        <translation>メルドを伏せたまま一度に上がりを狙い、{card}を捨てます。</translation>
    </message>
    <message>
        <source>Plays the only move it has.</source>
        <translation>できる手が1つしかないので、それを選びます。</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>枚</translation>
    </message>
    <message>
        <source>Draws from the stock: {card} on the discard pile would not bring the hand closer to Rummy.</source>
        <translation>山札から引きます：捨て札の{card}ではラミーに近づきません。</translation>
    </message>
    <message>
        <source>Draws from the stock.</source>
        <translation>山札から引きます。</translation>
    </message>
    <message>
        <source>Draws from the stock: {card} on the discard pile fits no meld.</source>
        <translation>山札から引きます：捨て札の{card}はどの役にも入りません。</translation>
    </message>
    <message>
        <source>Packs (パッキング) at its first turn and owes only {penalty}: the hand is {distance} with no straight run (ストレートラン) in sight, and it would pay {count} if someone declared.</source>
        <translation>最初の手番でパッキングし、失点は{penalty}だけです：手札は{distance}でストレートランの見込みがなく、誰かが宣言すれば{count}点払うことになります。</translation>
    </message>
    <message>
        <source>Packs (パッキング) and owes {penalty}: the hand is still {distance} and would pay {count} if someone declared.</source>
        <translation>パッキングして{penalty}の失点です：手札はまだ{distance}で、誰かが宣言すれば{count}点払うことになります。</translation>
    </message>
    <message>
        <source>Discards {card}, the highest card in no meld, and keeps {keep} open; {distance}.</source>
        <translation>役に入っていない最も高いカード{card}を捨て、{keep}を残します。{distance}。</translation>
    </message>
    <message>
        <source>Discards {card}, the highest card in no meld; {distance}.</source>
        <translation>役に入っていない最も高いカード{card}を捨てます。{distance}。</translation>
    </message>
    <message>
        <source>Takes {card} from the discard pile to build {meld}; {distance}.</source>
        <translation>{meld}を作るために捨て札から{card}を取ります。{distance}。</translation>
    </message>
    <message>
        <source>Rejoins the pool with {score} points: staying out would lose the match at once.</source>
        <translation>{score}点でプールに復帰する：復帰しなければその場で負けになる。</translation>
    </message>
    <message>
        <source>Packs (パッキング) at its first turn and owes only {penalty}: no two cards of one suit are close enough for a straight run (ストレートラン), and the hand would pay {count} if someone declared.</source>
        <translation>最初の手番でパッキングし、失点は{penalty}だけです：ストレートランになりそうな同じスートの近いカードが2枚もなく、誰かが宣言すれば{count}点払うことになります。</translation>
    </message>
    <message>
        <source>Discards {card}: of the cards in no meld it fits the rest of the hand least; keeps {keep} open; {distance}.</source>
        <translation>{card}を捨てます：役に入っていないカードのうち、残りの手札に最も合わないカードです。{keep}を残します。{distance}。</translation>
    </message>
    <message>
        <source>Discards {card}, a card in no meld that the next player is unlikely to want ({risky} would be riskier); {distance}.</source>
        <translation>役に入っておらず次の人が欲しがりそうにない{card}を捨てます（{risky}のほうが危険）。{distance}。</translation>
    </message>
    <message>
        <source>Discards {card}: every card helps a meld, and giving up {card} costs the hand least; {distance}.</source>
        <translation>{card}を捨てます：どのカードも役に役立っていて、{card}を手放すのが最も損が少ないです。{distance}。</translation>
    </message>
    <message>
        <source>Discards {card}, its highest card in no meld.</source>
        <translation>役に入っていない最も高いカード{card}を捨てます。</translation>
    </message>
    <message>
        <source>Discards {card}, its highest card that is not wild.</source>
        <translation>ワイルドでない最も高いカード{card}を捨てます。</translation>
    </message>
    <message>
        <source>Discards {card}: only wild cards may be discarded.</source>
        <translation>{card}を捨てます：捨てられるのはワイルドカードだけです。</translation>
    </message>
    <message>
        <source>Discards {card}.</source>
        <translation>{card}を捨てる。</translation>
    </message>
    <message>
        <source>Takes {card} from the discard pile.</source>
        <translation>捨て札から{card}を取る。</translation>
    </message>
    <message>
        <source>Packs (パッキング) and owes {penalty}.</source>
        <translation>パッキングして{penalty}を払う。</translation>
    </message>
    <message>
        <source>the hand is a Rummy</source>
        <translation>手札はラミーです</translation>
    </message>
    <message>
        <source>one card from Rummy</source>
        <translation>ラミーまであと1枚</translation>
    </message>
    <message>
        <source>{n} cards from Rummy</source>
        <translation>ラミーまであと{n}枚</translation>
    </message>
    <message>
        <source>the hand is now one card from Rummy</source>
        <translation>手札はラミーまであと1枚になります</translation>
    </message>
    <message>
        <source>the hand is now {n} cards from Rummy</source>
        <translation>手札はラミーまであと{n}枚になります</translation>
    </message>
    <message>
        <source>Draws from the stock: {card} on the discard pile would not help, but {outs} of the unseen cards would; {distance}.</source>
        <extracomment>logistic model of declaring first, per distance of the 13 cards after our discard (1 ... 5+): (intercept, per share of outs in the unseen pool, per turn number of our next turn, per opponent fewer than three still in the round, no longer used: see :func:`win_chance`); fitted to 700 rounds of four normal players what an opponent pays on average when we declare (130 from three) the share of the count paid on losing, per distance (measured alike) the typical share of outs at each distance (measured alike), for a hand one card closer than the one we know feeding the next player: guesses of its hand, the weight of the planner&apos;s danger score as a prior (in guesses), and what a card it takes costs us: chips plus a share of our count the hard cap per move (seconds): candidates not judged by then are dropped candidates compared at the discard phase (dead cards first, then the planner&apos;s next best), and after taking the top discard the stock is valued card by card when the quick estimate is this close to another choice</extracomment>
        <translation>山札から引きます：捨て札の{card}は助けになりませんが、見えていないカードのうち{outs}枚は助けになります。{distance}。</translation>
    </message>
    <message>
        <source>Takes {card} from the discard pile: {distance}, and {outs} of the unseen cards would help it on.</source>
        <translation>捨て札から{card}を取ります：{distance}で、見えていないカードのうち{outs}枚がさらに助けになります。</translation>
    </message>
    <message>
        <source>Plays on rather than pack (パッキング) for {penalty}: the hand is {distance}, and {outs} of the unseen cards would help it.</source>
        <translation>失点{penalty}でパッキングせずに続けます：手札は{distance}で、見えていないカードのうち{outs}枚が助けになります。</translation>
    </message>
    <message>
        <source>Packs (パッキング) and owes {penalty}: the hand is {distance} and would pay {count} if someone declared; playing on is expected to cost about {loss}.</source>
        <translation>パッキングして{penalty}の失点です：手札は{distance}で、誰かが宣言すれば{count}点払うことになり、続けると約{loss}失う見込みです。</translation>
    </message>
    <message>
        <source>Discards {card}: then {outs} of the unseen cards would help the hand; {distance}.</source>
        <translation>{card}を捨てます：見えていないカードのうち{outs}枚が手札の助けになります。{distance}。</translation>
    </message>
    <message>
        <source>Discards {card} and keeps {keep} open: then {outs} of the unseen cards would help the hand; {distance}.</source>
        <translation>{card}を捨てて{keep}を残します：見えていないカードのうち{outs}枚が手札の助けになります。{distance}。</translation>
    </message>
    <message>
        <source>Wins on its own draw (ツモ).</source>
        <translation>ツモ和了します。</translation>
    </message>
    <message>
        <source>Wins on the discard (ロン).</source>
        <translation>ロン和了します。</translation>
    </message>
    <message>
        <source>Declares riichi discarding {tile}: the hand is ready (聴牌).</source>
        <translation>{tile}を切ってリーチします：聴牌です。</translation>
    </message>
    <message>
        <source>Discards {tile}: {shanten} from ready after it, {ukeire} tiles improve the hand.</source>
        <translation>{tile}を切ります：切った後は{shanten}向聴、受け入れは{ukeire}枚です。</translation>
    </message>
    <message>
        <source>Discards {tile}: the hand is ready, waiting on {ukeire} tiles.</source>
        <translation>{tile}を切ります：聴牌で、待ちは{ukeire}枚です。</translation>
    </message>
    <message>
        <source>Discards {tile}, a safe tile (another seat is in riichi and this hand is far from ready).</source>
        <translation>安全な{tile}を切ります（他家がリーチしていて、この手は聴牌から遠いため）。</translation>
    </message>
    <message>
        <source>Declares a kan: it does not slow the hand.</source>
        <translation>カンします：手が遅れません。</translation>
    </message>
    <message>
        <source>Calls pon (ポン): the hand gets closer to ready.</source>
        <translation>ポンします：聴牌に近づきます。</translation>
    </message>
    <message>
        <source>Calls chi (チー): the hand gets closer to ready.</source>
        <translation>チーします：聴牌に近づきます。</translation>
    </message>
    <message>
        <source>Calls pon of a value tile (役牌): the hand has its yaku.</source>
        <translation>役牌をポンします：役が確定します。</translation>
    </message>
    <message>
        <source>Lets the tile go.</source>
        <translation>見送ります。</translation>
    </message>
    <message>
        <source>Ends the game in first place (アガリ止め).</source>
        <translation>トップなので終局にします（アガリ止め）。</translation>
    </message>
    <message>
        <source>Plays on: not in first place yet.</source>
        <translation>まだトップではないので続行します。</translation>
    </message>
    <message>
        <source>Discards {tile}: the hand is ready, worth about {points} points in expectation.</source>
        <translation>{tile}を切る：聴牌、期待値はおよそ{points}点。</translation>
    </message>
    <message>
        <source>Discards {tile}: {shanten} from ready after it, worth about {points} points in expectation.</source>
        <translation>{tile}を切る：切った後は{shanten}向聴、期待値はおよそ{points}点。</translation>
    </message>
    <message>
        <source>Discards {tile}, the safest tile: pushing this hand would risk more than it could win.</source>
        <translation>{tile}を切る：いちばん安全な牌（この手で押すと、得られる点より放銃の危険が大きい）。</translation>
    </message>
    <message>
        <source>Sets the north aside (北抜き): a dora and a chip, and a new tile.</source>
        <translation>北を抜く（北抜き）：ドラ1・祝儀1、嶺上から1枚補充。</translation>
    </message>
    <message>
        <source>Strengthens {target} with the gold north (金北): it raises the win most.</source>
        <translation>金北で{target}を強化（和了を最も高くする）。</translation>
    </message>
    <message>
        <source>Fires winter (冬) now: few tiles are left, and the fever ends.</source>
        <translation>冬を今発動（残り牌が少ない。フィーバーは終わる）。</translation>
    </message>
    <message>
        <source>Holds winter (冬): the fever may win again.</source>
        <translation>冬を温存（フィーバーでまだ和了れる）。</translation>
    </message>
    <message>
        <source>Fires the fever player&apos;s winter (冬): reversed, its chips are paid to you, and the fever ends before a positive pocchi turns it back.</source>
        <translation>フィーバー者の冬を発動（逆転中なので冬の祝儀はこちらの貰い。正ポッチで戻る前にフィーバーを終わらせる）。</translation>
    </message>
    <message>
        <source>Takes the god pocchi (神ポッチ) as the tile that pays most.</source>
        <translation>神ポッチを最高目に取る。</translation>
    </message>
    <message>
        <source>Names {pair} for the dice (出目当て): every pair is as likely.</source>
        <translation>出目当てで{pair}を指定（どの組み合わせも確率は同じ）。</translation>
    </message>
    <message>
        <source>Declares fever riichi discarding {tile}: a 7 triplet is certain, so every winning tile that appears is a win.</source>
        <translation>{tile}を切ってフィーバーリーチ：7の確定暗刻があるので、出る当たり牌はすべて和了になる。</translation>
    </message>
    <message>
        <source>The card helps this hand now.</source>
        <translation>今このカードを使うと手が進む。</translation>
    </message>
    <message>
        <source>It is the stronger card of those offered.</source>
        <translation>提示されたカードの中で強い方。</translation>
    </message>
    <message>
        <source>Plays the card: the hand stays as it is (what the card does is not weighed here).</source>
        <translation>カードを使います：手牌はそのまま（カードの効果はここでは評価していません）。</translation>
    </message>
    <message>
        <source>Keeps its cards for later.</source>
        <translation>カードは温存する。</translation>
    </message>
    <message>
        <source>Takes back {tile} from its river: the hand gets closer to ready.</source>
        <translation>河から{tile}を取り戻す：聴牌に近づく。</translation>
    </message>
    <message>
        <source>The tile on top brings the hand closer to ready: it stays.</source>
        <translation>山の一番上の牌で聴牌に近づく：そのまま残す。</translation>
    </message>
    <message>
        <source>The tile on top does not help the hand: it goes to the end of the wall.</source>
        <translation>山の一番上の牌は役に立たない：山の最後に移す。</translation>
    </message>
    <message>
        <source>Puts {tile} back on the wall: the hand needs it least.</source>
        <translation>{tile}を山に戻す：手牌で最も不要な牌。</translation>
    </message>
    <message>
        <source>{reason} About {points} points expected this round: the best of {n} turns tried on sampled hands.</source>
        <translation>{reason} この局の期待値は約 {points} 点：見えない手札を仮に配って試した {n} 通りの手番のうちの最善です。</translation>
    </message>
</context>
<context>
    <name>anmika</name>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Riichi and fever</source>
        <translation>リーチとフィーバー</translation>
    </message>
    <message>
        <source>Chips (祝儀) and dice</source>
        <translation>祝儀とサイコロ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>The top streak must be a seat and a number of games.</source>
        <translation>連勝の記録は席と対局数で指定してください。</translation>
    </message>
    <message>
        <source>GT: every 1m is a 7m (terminal and simple at once)</source>
        <translation>GT：1萬をすべて7萬に（么九牌かつ中張牌）</translation>
    </message>
    <message>
        <source>Makes 間八萬 (the 7m-9m wait won only with a pocchi), 789 三色同順 and triple fever possible.</source>
        <translation>間八萬（ポッチでのみ和了れる7萬9萬の嵌張）、789の三色同順、トリプルフィーバーが可能になる。</translation>
    </message>
    <message>
        <source>八連荘: from the 8th honba every dealer win is a yakuman</source>
        <translation>八連荘：8本場以降の親の和了はすべて役満</translation>
    </message>
    <message>
        <source>From the 8th honba (本場) on, every dealer win counts one yakuman more (a plain hand becomes a yakuman) and gets a dice chance like any yakuman.</source>
        <translation>8本場以降、親の和了はすべて役満1つ分が加わり（普通の手なら役満に）、他の役満と同じくサイコロチャンスが付きます。</translation>
    </message>
    <message>
        <source>流し役満 (nagashi yakuman) also for a player in riichi</source>
        <translation>流し役満はリーチ者にも成立</translation>
    </message>
    <message>
        <source>Off: a riichi player cannot make it, as the rule notes have it.</source>
        <translation>オフ：リーチ者には成立しない（ルール注記の扱い）。</translation>
    </message>
    <message>
        <source>裸単騎 (a bare single wait after four calls) is a yakuman</source>
        <translation>裸単騎（4副露の単騎待ち）を役満に</translation>
    </message>
    <message>
        <source>On: a win on a single-tile wait after four calls, with only that tile left in hand, is a yakuman. A later rule, not in the seed&apos;s list.</source>
        <translation>オン：4副露して手牌1枚の単騎待ちで和了すると役満。後の資料のルールで、元の役一覧にはありません。</translation>
    </message>
    <message>
        <source>Eight flowers (華八)</source>
        <translation>8枚（華八）</translation>
    </message>
    <message>
        <source>Four flowers (classic 五等)</source>
        <translation>4枚（Classic五等）</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>華牌</translation>
    </message>
    <message>
        <source>Eight flowers: two each of 春 夏 秋 冬, the standard. Four: one of each, as in classic 五等 (the commentary advises against it).</source>
        <translation>華八：春夏秋冬を2枚ずつの8枚（標準）。4枚：各1枚で、元の五等と同じ（解説では非推奨）。</translation>
    </message>
    <message>
        <source>Gold norths (金北)</source>
        <translation>金北の枚数</translation>
    </message>
    <message>
        <source>How many of the four norths are gold: 1 in the rulebook, 2 on many online tables. A gold north is a north dora that also lets its owner strengthen one flower effect at a win.</source>
        <translation>北4枚のうち金北の枚数。ルールブックは1枚、オンラインでは2枚の卓も多い。金北は北ドラであり、和了時に華牌の効果1つを強化できます。</translation>
    </message>
    <message>
        <source>Muscle (筋肉): a closed hand wins only with riichi</source>
        <translation>筋肉：門前の手はリーチしないと和了れない</translation>
    </message>
    <message>
        <source>Thirteen orphans and the first-turn yakuman may still be won without riichi; a tenpai declaration at a draw is no win.</source>
        <translation>国士無双と天和・地和・人和はダマでも和了れる。流局時のテンパイ宣言は和了ではない。</translation>
    </message>
    <message>
        <source>Fever riichi (フィーバーリーチ) with a guaranteed 7 triplet</source>
        <translation>フィーバーリーチ（7の確定暗刻）</translation>
    </message>
    <message>
        <source>A closed hand whose 7 triplet stays a triplet in every reading may declare fever riichi and then win again and again in the same hand. Two or three such 7s (double, triple fever) multiply points and chips by 2 or 4.</source>
        <translation>どの読み方でも7の暗刻が確定している門前手はフィーバーリーチができ、同じ局で何度も和了します。確定暗刻の7が2種・3種（ダブル・トリプルフィーバー）なら点数と祝儀が2倍・4倍。</translation>
    </message>
    <message>
        <source>Shuba riichi (祝儀倍リーチ): once a game, double your chips for one riichi hand</source>
        <translation>シュバリー（祝儀倍リーチ）：1半荘に1回、その局の自分の祝儀を倍に</translation>
    </message>
    <message>
        <source>Declared with a riichi: the chips the declarer receives in that hand are doubled (not dice, flower bonuses or game-end chips). A shuba hand that ends in a draw costs the declarer 10 chips to the player sitting out (シュバ滑り).</source>
        <translation>リーチと同時に宣言し、その局に受け取る祝儀が2倍（サイコロ・華のボーナス・終局時の祝儀は除く）。流局すると宣言者が抜け番に10枚払います（シュバ滑り）。</translation>
    </message>
    <message>
        <source>Three players: a shuba hand that ends in a draw pays 10 chips all (シュバ滑り)</source>
        <translation>3人回し：シュバリーの局が流局したら10枚オール（シュバ滑り）</translation>
    </message>
    <message>
        <source>With three players nobody sits out, so by default a slipped shuba costs nothing; on, the declarer pays 10 chips to each other player.</source>
        <translation>3人回しでは抜け番がいないため、通常はシュバ滑りの支払いはありません。オンにすると宣言者が他の各人に10枚払います。</translation>
    </message>
    <message>
        <source>Fever: pocchi still in the wall count as waits (the fever goes on)</source>
        <translation>フィーバー：山に残るポッチも待ちに数える（フィーバー続行）</translation>
    </message>
    <message>
        <source>Off: the fever ends when only pocchi are left, as the rule notes have it. 間八萬 always waits on the two positive pocchi.</source>
        <translation>オフ：ポッチしか残っていなければフィーバー終了（ルール注記の扱い）。間八萬は常に正ポッチ2枚が待ち。</translation>
    </message>
    <message>
        <source>A positive pocchi turned reverse also doubles the chips</source>
        <translation>正→逆の逆転でも祝儀を倍に</translation>
    </message>
    <message>
        <source>Each pocchi drawn after riichi changes the hand&apos;s pocchi state. A reverse state turned positive always doubles the chips; on, a positive state turned reverse doubles them too.</source>
        <translation>リーチ後に引いたポッチでポッチの状態が変わります。逆→正の逆転は常に祝儀2倍。オンにすると正→逆の逆転でも2倍になります。</translation>
    </message>
    <message>
        <source>789 三色同順 won by ron: a dice chance at 140</source>
        <translation>789三色同順の出和了：140枚のサイコロチャンス</translation>
    </message>
    <message>
        <source>三色同順 exists only with GT, as 7-8-9 in each suit with the 8m from a pocchi (間八萬). On: winning it by ron also gives a dice chance at 140.</source>
        <translation>三色同順はGTありのときだけ、ポッチで8萬を補う789の形（間八萬）で成立します。オン：それをロンで和了するとサイコロチャンス（140）も得られます。</translation>
    </message>
    <message>
        <source>Shuba dice (シュバサイコロ): doubles pay 111, 22 … 66 all</source>
        <translation>シュバサイコロ：ゾロ目で111・22…66枚オール</translation>
    </message>
    <message>
        <source>Applies to the dice chances of a shuba declarer, and to those of 天和, 地和, 人和 and 流し役満 (where shuba cannot be declared).</source>
        <translation>シュバリー宣言者のサイコロチャンスと、シュバリーを宣言できない天和・地和・人和・流し役満のサイコロチャンスに適用されます。</translation>
    </message>
    <message>
        <source>Hand chips (手役祝儀): closed half flush 5, closed full flush 10, 二盃口 15</source>
        <translation>手役祝儀：門前混一色5枚・門前清一色10枚・二盃口15枚</translation>
    </message>
    <message>
        <source>Paid at the win on top of the other chips: from everyone on tsumo, from the discarder on ron. Off: these hands earn only their han.</source>
        <translation>和了時に他の祝儀に加えて支払われます（ツモは全員から、ロンは放銃者から）。オフ：これらの役は翻数だけ。</translation>
    </message>
    <message>
        <source>秋秋金北: chips equal to the hand&apos;s han</source>
        <translation>秋秋金北：翻数分の祝儀</translation>
    </message>
    <message>
        <source>With two 秋 and the gold north used on 秋 (秋秋金北), the winner also receives chips equal to the hand&apos;s han (plus 2 per 夏 held): from everyone on tsumo, from the discarder on ron.</source>
        <translation>秋2枚と金北で秋を選んだとき（秋秋金北）、和了者は翻数分（夏1枚につき+2）の祝儀も受け取ります。ツモは全員から、ロンは放銃者から。</translation>
    </message>
    <message>
        <source>連勝祝儀: the top of two or more games in a row receives 4, 8, 16 … chips all</source>
        <translation>連勝祝儀：2連勝以上のトップに4・8・16…枚オール</translation>
    </message>
    <message>
        <source>Counted over the games played one after another with &quot;Play the next game&quot;.</source>
        <translation>「次の対局へ」で続けて遊んだ対局で数えます。</translation>
    </message>
    <message>
        <source>The top of the games before this one, and how many in a row</source>
        <translation>前の対局までのトップと連勝数</translation>
    </message>
    <message>
        <source>トントンブー: the dealer of 東1 busts someone with only their own wins: 6 chips all</source>
        <translation>トントンブー：東1局の親が自分の和了だけで誰かを飛ばす：6枚オール</translation>
    </message>
    <message>
        <source>Paid at the end of the game when in 東1 only the dealer has won and a dealer&apos;s win leaves someone below 0 (a bust by tenpai payments does not count).</source>
        <translation>東1局で親だけが和了し、親の和了で誰かが0点未満になって終局したときに支払われます（テンパイ料による飛びは対象外）。</translation>
    </message>
    <message>
        <source>Starting points</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>Every player&apos;s points at the start (the rulebook: 35,000). A player below 0 at the end of a hand busts (トビ) and the game ends.</source>
        <translation>全員の開始時の持ち点（ルールブックは35000点）。局の終わりに0点未満の人がいればトビで終局です。</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>End the game after at most this many hands</source>
        <translation>最大局数（この局数で終了）</translation>
    </message>
    <message>
        <source>Not a rule of the book: a cap for a game that must end in time (返り東 and draws that keep the dealer can make a game long).</source>
        <translation>ルールブックにはない上限：時間内に終えたい対局向け（返り東や親の流局連荘で長くなることがある）。</translation>
    </message>
    <message>
        <source>In 返り東 only</source>
        <translation>返り東のみ</translation>
    </message>
    <message>
        <source>From 東1</source>
        <translation>東1局から</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Three players: sudden death (サドンデス), the game ends as soon as someone has 40,000 after a hand that was not a draw</source>
        <translation>3人回しのサドンデス：流局以外の局で誰かが40000点以上になった時点で終了</translation>
    </message>
    <message>
        <source>At the end of 東3 the game ends if someone has 40,000; if nobody has, the east round is played again (返り東).</source>
        <translation>東3局終了時に40000点以上の人がいれば終了、いなければ東場をもう一度（返り東）。</translation>
    </message>
    <message>
        <source>Colour-safe pocchi: a × on the red sticker, white for green</source>
        <translation>色覚配慮ポッチ：赤に×印、緑の代わりに白</translation>
    </message>
    <message>
        <source>Display only (the seed&apos;s Q&amp;A on colour blindness).</source>
        <translation>表示のみ（色覚についてのQ&amp;Aより）。</translation>
    </message>
    <message>
        <source>Answer the claim first: call or pass.</source>
        <translation>先に鳴くかパスかを選んでください。</translation>
    </message>
    <message>
        <source>A north is never discarded: set it aside (北抜き) or keep it.</source>
        <translation>北は捨てられません。抜く（北抜き）か手に残してください。</translation>
    </message>
    <message>
        <source>After riichi you must discard the tile you drew, unless a kan that keeps your waits is possible: then the kan is a must (カンの強制).</source>
        <translation>リーチ後はツモった牌を切ります。待ちが変わらないカンができるときはカンが必須です（カンの強制）。</translation>
    </message>
    <message>
        <source>Riichi needs a closed hand that is ready (tenpai) after this discard; fever riichi needs a 7 triplet in every reading (確定暗刻).</source>
        <translation>リーチには、この打牌で聴牌する門前の手が必要です。フィーバーリーチにはどの読みでも7の暗刻（確定暗刻）が必要です。</translation>
    </message>
    <message>
        <source>No win: the hand is not complete with a yaku, you are furiten, or it is closed without riichi (筋肉: no dama win).</source>
        <translation>和了できません：役のある和了形でないか、フリテンか、リーチなしの門前です（筋肉：ダマ和了なし）。</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Joker</source>
        <extracomment>argument types a front end writes in its own words (type -&gt; function), e.g. the mahjong family&apos;s tiles (core.mahjong.notation.TileList), registered when its log is loaded</extracomment>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>伏せたカード1枚</translation>
    </message>
    <message>
        <source>{n} face-down cards</source>
        <translation>伏せたカード{n}枚</translation>
    </message>
</context>
<context>
    <name>catalogue</name>
    <message>
        <source>Clearing the field (流し)</source>
        <translation>流し（場を流す）</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>手番の順</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>カードの移動</translation>
    </message>
    <message>
        <source>Strength and revolutions</source>
        <translation>強さと革命</translation>
    </message>
    <message>
        <source>Locks (縛り)</source>
        <translation>縛り</translation>
    </message>
    <message>
        <source>New combinations</source>
        <translation>新しい出し方</translation>
    </message>
    <message>
        <source>Going out and places</source>
        <translation>上がりと順位</translation>
    </message>
    <message>
        <source>Deal and start</source>
        <translation>配札と開始</translation>
    </message>
    <message>
        <source>The session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>Eight cut (8切り)</source>
        <extracomment>The forbidden last cards of 反則上がり, each of which may stand alone (ジョーカー上がり禁止, 2上がり禁止, 8上がり禁止, スペ3上がり禁止: issue 18 #20): parameter -&gt; its condition.</extracomment>
        <translation>8切り</translation>
    </message>
    <message>
        <source>Playing an 8 (not inside a sequence) clears the field at once and the same player leads again. Example: 8♠ on 5♥ — the field is cleared and the 8&apos;s player leads.</source>
        <translation>8を出すと（階段の中の8は除く）すぐに場が流れ、出したプレイヤーが続けて親になる。例：5♥に8♠ → 場が流れ、8を出したプレイヤーが親。</translation>
    </message>
    <message>
        <source>Ambulance (救急車, 99車)</source>
        <translation>救急車（99車）</translation>
    </message>
    <message>
        <source>A pair of natural 9s clears the field and its player leads again. Example: 9♠ 9♥ on 7♣ 7♦ clears the field.</source>
        <translation>ジョーカーを含まない9の2枚出しで場が流れ、出したプレイヤーが続けて親になる。例：7♣ 7♦に9♠ 9♥を出すと場が流れる。</translation>
    </message>
    <message>
        <source>Rokurokubi (ろくろ首)</source>
        <translation>ろくろ首</translation>
    </message>
    <message>
        <source>A pair of natural 6s clears the field and its player leads again. Example: 6♠ 6♦ on 4♥ 4♣ clears the field.</source>
        <translation>ジョーカーを含まない6の2枚出しで場が流れ、出したプレイヤーが続けて親になる。例：4♥ 4♣に6♠ 6♦を出すと場が流れる。</translation>
    </message>
    <message>
        <source>Sandstorm (砂嵐)</source>
        <translation>砂嵐</translation>
    </message>
    <message>
        <source>Three natural 3s beat any three cards, Jokers included, and clear the field. Example: 3♠ 3♥ 3♦ on 2♠ 2♥ Joker.</source>
        <translation>ジョーカーを含まない3の3枚出しは、ジョーカー入りを含むどの3枚出しにも勝ち、場を流す。例：2♠ 2♥ ジョーカーに3♠ 3♥ 3♦。</translation>
    </message>
    <message>
        <source>Spade-3 return (スペ3返し)</source>
        <translation>スペ3返し</translation>
    </message>
    <message>
        <source>A lone ♠3 beats a lone Joker and clears the field. Example: Joker, then 3♠ — the ♠3&apos;s player leads.</source>
        <translation>ジョーカーの1枚出しに♠3を1枚で出すと勝ちとなり、場が流れる。例：ジョーカーに3♠ → ♠3を出したプレイヤーが親。</translation>
    </message>
    <message>
        <source>Spade-2 return (スペ2返し)</source>
        <translation>スペ2返し</translation>
    </message>
    <message>
        <source>During a revolution a lone ♠2 beats a lone Joker and clears the field. Example: in revolution, Joker then 2♠.</source>
        <translation>革命中は、ジョーカーの1枚出しに♠2を1枚で出すと勝ちとなり、場が流れる。例：革命中、ジョーカーに2♠。</translation>
    </message>
    <message>
        <source>Joker return (ジョーカー返し)</source>
        <translation>ジョーカー返し</translation>
    </message>
    <message>
        <source>The second Joker may be played on a lone Joker. Example: Joker on Joker.</source>
        <translation>ジョーカー1枚出しに、もう1枚のジョーカーを出せる。例：ジョーカーにジョーカー。</translation>
    </message>
    <message>
        <source>Four stop (4止め)</source>
        <translation>4止め</translation>
    </message>
    <message>
        <source>When an 8 is about to clear the field, another player may answer with a pair of 4s: the clear is stopped and the 4s lie on top. Example: 8♣ — 4♠ 4♥ stops it.</source>
        <translation>8で場が流れようとするとき、他のプレイヤーは4の2枚出しで応じられる。流しは止まり、その4が場に残る。例：8♣ → 4♠ 4♥で止める。</translation>
    </message>
    <message>
        <source>Ten return (10返し)</source>
        <translation>10返し</translation>
    </message>
    <message>
        <source>When an 8 clears the field, the 10 of the same suit may be played at once to take the lead. Example: 8♦ — 10♦ answers, and its player leads.</source>
        <translation>8で場が流れるとき、同じマークの10をすぐに出して親を奪える。例：8♦ → 10♦で応じたプレイヤーが親。</translation>
    </message>
    <message>
        <source>Dignity (威厳)</source>
        <translation>威厳</translation>
    </message>
    <message>
        <source>A J-Q-K sequence clears the field. Example: J♥ Q♥ K♥.</source>
        <translation>J・Q・Kの階段で場が流れる。例：J♥ Q♥ K♥。</translation>
    </message>
    <message>
        <source>Five skip (5スキップ)</source>
        <translation>5スキップ</translation>
    </message>
    <message>
        <source>Each 5 played skips one player. Example: 5♠ 5♥ skips the next two players.</source>
        <translation>出した5の枚数だけプレイヤーを飛ばす。例：5♠ 5♥なら次の2人を飛ばす。</translation>
    </message>
    <message>
        <source>Ten skip (10飛び)</source>
        <translation>10飛び</translation>
    </message>
    <message>
        <source>Each 10 played skips one player. Example: 10♦ skips the next player.</source>
        <translation>出した10の枚数だけプレイヤーを飛ばす。例：10♦なら次の1人を飛ばす。</translation>
    </message>
    <message>
        <source>King skip (Kスキップ)</source>
        <translation>Kスキップ</translation>
    </message>
    <message>
        <source>Each K played skips one player. Example: K♣ skips the next player.</source>
        <translation>出したKの枚数だけプレイヤーを飛ばす。例：K♣なら次の1人を飛ばす。</translation>
    </message>
    <message>
        <source>Nine reverse (9リバース)</source>
        <translation>9リバース</translation>
    </message>
    <message>
        <source>Playing 9s reverses the turn order. Example: after 9♥ the previous player plays next.</source>
        <translation>9を出すと手番の順が逆回りになる。例：9♥の次は、前のプレイヤーの番。</translation>
    </message>
    <message>
        <source>Queen reverse (Qリバース)</source>
        <translation>Qリバース</translation>
    </message>
    <message>
        <source>Playing Qs reverses the turn order. Example: after Q♠ the previous player plays next.</source>
        <translation>Qを出すと手番の順が逆回りになる。例：Q♠の次は、前のプレイヤーの番。</translation>
    </message>
    <message>
        <source>Nine quick (9クイック)</source>
        <translation>9クイック</translation>
    </message>
    <message>
        <source>After playing 9s the same player plays again at once, on the same field. Example: 9♣, then that player may beat it or pass.</source>
        <translation>9を出したプレイヤーは、同じ場ですぐにもう一度手番を得る。例：9♣のあと、同じプレイヤーが自分で返すかパスする。</translation>
    </message>
    <message>
        <source>Seven pass (7渡し)</source>
        <translation>7渡し</translation>
    </message>
    <message>
        <source>For each 7 played, the player may give one card of their choice to the next player. Example: 7♠ 7♦ — give up to two cards.</source>
        <translation>出した7の枚数まで、好きなカードを次のプレイヤーに渡せる。例：7♠ 7♦なら2枚まで渡せる。</translation>
    </message>
    <message>
        <source>Ten discard (10捨て)</source>
        <translation>10捨て</translation>
    </message>
    <message>
        <source>For each 10 played, the player may discard one card of their choice. Example: 10♥ — discard up to one card.</source>
        <translation>出した10の枚数まで、好きなカードを捨てられる。例：10♥なら1枚まで捨てられる。</translation>
    </message>
    <message>
        <source>Queen bomber (Qボンバー)</source>
        <translation>Qボンバー</translation>
    </message>
    <message>
        <source>For each Q played the player names a rank; every player discards all cards of the named ranks. Example: Q♣, naming 5 — every 5 in every hand is discarded.</source>
        <translation>出したQ1枚につき数字を1つ宣言し、全員が宣言された数字のカードをすべて捨てる。例：Q♣で5を宣言 → 全員の手札から5がすべて捨てられる。</translation>
    </message>
    <message>
        <source>Chestnut pick (栗拾い, the seed&apos;s 9 rule)</source>
        <translation>栗拾い（原典の9のルール）</translation>
    </message>
    <message>
        <source>Playing a 9 makes the player take one card of their choice from the discard pile (if it holds any); the finish check comes after it, so a last-card 9 does not go out. Example: 9♠ — take 2♥ from the discard pile.</source>
        <translation>9を出したプレイヤーは捨て札から好きなカードを1枚取る（捨て札があれば必ず）。上がり判定はその後なので、最後の1枚の9では上がれない。例: 9♠を出して捨て札から2♥を取る。</translation>
    </message>
    <message>
        <source>Salvage (サルベージ)</source>
        <translation>サルベージ</translation>
    </message>
    <message>
        <source>When the field is cleared with a 3 on top, the 3&apos;s player takes one card from the discard pile. Example: 3♦ stays on top until cleared — its player takes a card back.</source>
        <translation>3が一番上のまま場が流れると、その3を出したプレイヤーが捨て札から1枚取る。例：3♦が流れるまで残る → そのプレイヤーが1枚取り戻す。</translation>
    </message>
    <message>
        <source>King&apos;s march (キングの行進)</source>
        <translation>キングの行進</translation>
    </message>
    <message>
        <source>For each K played the player takes one card of their choice from the discard pile. Example: K♠ K♦ — take up to two cards.</source>
        <translation>出したKの枚数まで、捨て札から好きなカードを取れる。例：K♠ K♦なら2枚まで取れる。</translation>
    </message>
    <message>
        <source>Nine return (9戻し)</source>
        <translation>9戻し</translation>
    </message>
    <message>
        <source>For each 9 played, the player may give one card of their choice to the previous player. Example: 9♦ — give a card back to the player before you.</source>
        <translation>出した9の枚数まで、好きなカードを前のプレイヤーに渡せる。例：9♦なら前のプレイヤーに1枚渡せる。</translation>
    </message>
    <message>
        <source>Four revival (4者蘇生)</source>
        <translation>4者蘇生</translation>
    </message>
    <message>
        <source>For each 4 played the player takes a random card from the discard pile. Example: 4♥ — a random discarded card joins the hand.</source>
        <translation>出した4の枚数だけ、捨て札からランダムにカードを取る。例：4♥なら捨て札の1枚がランダムに手札に加わる。</translation>
    </message>
    <message>
        <source>Revolution (革命)</source>
        <translation>革命</translation>
    </message>
    <message>
        <source>Four or more equal cards reverse the order of the ranks (3 strongest, 2 weakest; Jokers stay strongest) until another revolution. Example: 6♠ 6♥ 6♦ 6♣, then a 5 beats a 6.</source>
        <translation>同じ数字を4枚以上出すと、次の革命まで強さの順が逆転する（3が最強、2が最弱。ジョーカーは最強のまま）。例：6♠ 6♥ 6♦ 6♣のあとは、5が6に勝つ。</translation>
    </message>
    <message>
        <source>Sequence revolution (階段革命)</source>
        <translation>階段革命</translation>
    </message>
    <message>
        <source>A sequence of four or more cards is a revolution too. Example: 4♣ 5♣ 6♣ 7♣.</source>
        <translation>4枚以上の階段でも革命が起きる。例：4♣ 5♣ 6♣ 7♣。</translation>
    </message>
    <message>
        <source>Eleven back (11バック, J-back)</source>
        <translation>11バック（Jバック）</translation>
    </message>
    <message>
        <source>Playing a J reverses the order of the ranks until the field is cleared (with a revolution the two cancel). Example: J♥, then a 9 beats it.</source>
        <translation>Jを出すと、場が流れるまで強さの順が逆転する（革命中なら打ち消し合う）。例：J♥のあとは9で返せる。</translation>
    </message>
    <message>
        <source>Six return (6戻し)</source>
        <translation>6戻し</translation>
    </message>
    <message>
        <source>A 6 played during 11-back ends it. Example: J♠, 8♥, 6♣ — the normal order is back.</source>
        <translation>11バック中に6を出すと11バックが終わる。例：J♠、8♥、6♣ → 通常の強さの順に戻る。</translation>
    </message>
    <message>
        <source>Emperor (エンペラー)</source>
        <translation>エンペラー</translation>
    </message>
    <message>
        <source>Four consecutive ranks in four different suits may be played together, and make a revolution. Example: 5♠ 6♥ 7♦ 8♣.</source>
        <translation>4種類のマークで連続する4つの数字をまとめて出せて、革命が起きる。例：5♠ 6♥ 7♦ 8♣。</translation>
    </message>
    <message>
        <source>Coup d&apos;état (クーデター)</source>
        <translation>クーデター</translation>
    </message>
    <message>
        <source>Three natural 9s make a revolution. Example: 9♠ 9♥ 9♣.</source>
        <translation>ジョーカーを含まない9の3枚出しで革命が起きる。例：9♠ 9♥ 9♣。</translation>
    </message>
    <message>
        <source>Seven-three revolution (ナナサン革命)</source>
        <translation>ナナサン革命</translation>
    </message>
    <message>
        <source>Three natural 7s make a revolution. Example: 7♥ 7♦ 7♣.</source>
        <translation>ジョーカーを含まない7の3枚出しで革命が起きる。例：7♥ 7♦ 7♣。</translation>
    </message>
    <message>
        <source>Great revolution (大革命)</source>
        <translation>大革命</translation>
    </message>
    <message>
        <source>Four natural 2s make a revolution and their player goes out at once, in the next place; any cards left leave the game. Example: 2♠ 2♥ 2♦ 2♣.</source>
        <translation>ジョーカーを含まない2を4枚出すと革命が起き、出したプレイヤーはその場で次の順位で上がる。残りの手札はゲームから除かれる。例：2♠ 2♥ 2♦ 2♣。</translation>
    </message>
    <message>
        <source>Super revolution (超革命)</source>
        <translation>超革命</translation>
    </message>
    <message>
        <source>Five or more equal cards make a revolution that cannot be reversed for the rest of the game. Example: 7♠ 7♥ 7♦ 7♣ Joker.</source>
        <translation>同じ数字を5枚以上出すと、そのゲームの終わりまで元に戻せない革命が起きる。例：7♠ 7♥ 7♦ 7♣ ジョーカー。</translation>
    </message>
    <message>
        <source>Down number (ダウンナンバー)</source>
        <translation>ダウンナンバー</translation>
    </message>
    <message>
        <source>On a single card, the card of the same suit one rank weaker may also be played. Example: 8♥ on 9♥.</source>
        <translation>1枚出しには、同じマークで1つ弱いカードも出せる。例：9♥に8♥。</translation>
    </message>
    <message>
        <source>Suit lock (縛り)</source>
        <translation>縛り</translation>
    </message>
    <message>
        <source>A play with exactly the suits of the play it beats locks those suits until the field is cleared (Jokers may fill a locked suit). Example: 5♥ then 9♥ — only hearts until the field clears.</source>
        <translation>直前の場札とマークがすべて同じカードを出すと、場が流れるまでそのマークに縛られる（ジョーカーは縛られたマークの代わりになれる）。例：5♥に9♥ → 場が流れるまで♥しか出せない。</translation>
    </message>
    <message>
        <source>Partial lock (片縛り)</source>
        <translation>片縛り</translation>
    </message>
    <message>
        <source>A multi-card play sharing suits with the play it beats locks the shared suits. Example: 5♥ 5♠ then 8♥ 8♦ — every later play must include a heart.</source>
        <translation>複数枚出しで直前の場札と共通のマークがあると、そのマークが縛られる。例：5♥ 5♠に8♥ 8♦ → 以後は♥を含めて出さなければならない。</translation>
    </message>
    <message>
        <source>Number lock (数字縛り)</source>
        <translation>数字縛り</translation>
    </message>
    <message>
        <source>A play exactly one rank above the play it beats starts a number lock: each later play must again be one rank higher. Example: 5♣ then 6♦ — next must be a 7.</source>
        <translation>直前の場札よりちょうど1つ上の数字を出すと数字縛りになり、以後も1つずつ上の数字しか出せない。例：5♣に6♦ → 次は7でなければならない。</translation>
    </message>
    <message>
        <source>Strict lock (激縛り)</source>
        <translation>激縛り</translation>
    </message>
    <message>
        <source>Same suits and one rank higher together lock both. Example: 5♥ then 6♥ — next must be 7♥.</source>
        <translation>同じマークで1つ上の数字を出すと、マークと数字の両方が縛られる。例：5♥に6♥ → 次は7♥でなければならない。</translation>
    </message>
    <message>
        <source>Colour lock (色縛り)</source>
        <translation>色縛り</translation>
    </message>
    <message>
        <source>A play of the same colour as the play it beats locks that colour. Example: 5♥ then 9♦ — only red cards until the field clears.</source>
        <translation>直前の場札と同じ色のカードを出すと、その色に縛られる。例：5♥に9♦ → 場が流れるまで赤のカードしか出せない。</translation>
    </message>
    <message>
        <source>Queen release (Q解き)</source>
        <translation>Q解き</translation>
    </message>
    <message>
        <source>A Q played during a lock lifts every lock. Example: hearts are locked; Q♥ frees the suits.</source>
        <translation>縛りの最中にQを出すと、すべての縛りが解ける。例：♥縛りの最中にQ♥を出すと縛りが解ける。</translation>
    </message>
    <message>
        <source>Sequences (階段)</source>
        <translation>階段</translation>
    </message>
    <message>
        <source>Three or more consecutive ranks of one suit may be played together; a sequence is beaten by a stronger sequence of the same length. Jokers fill gaps. Example: 4♠ 5♠ 6♠, beaten by 7♠ 8♠ 9♠.</source>
        <translation>同じマークで3枚以上連続した数字をまとめて出せる。階段は、同じ枚数のより強い階段でしか返せない。ジョーカーは抜けた数字を埋められる。例：4♠ 5♠ 6♠には7♠ 8♠ 9♠で返せる。</translation>
    </message>
    <message>
        <source>Forbidden finish (反則上がり)</source>
        <translation>反則上がり</translation>
    </message>
    <message>
        <source>Going out with a Joker, the strongest rank (2, or 3 when reversed), an 8 (with 8切り) or ♠3 (with スペ3返し) takes the lowest open place. Example: last card 2♥ — last place.</source>
        <translation>ジョーカー、最強の数字（通常は2、逆転中は3）、8（8切りがあるとき）、♠3（スペ3返しがあるとき）で上がると、空いている最も低い順位になる。例：最後の1枚が2♥ → 最下位。</translation>
    </message>
    <message>
        <source>Fall from the capital (都落ち)</source>
        <translation>都落ち</translation>
    </message>
    <message>
        <source>If someone other than last game&apos;s 1st goes out first, last game&apos;s 1st drops out at once and takes the last place. Example: B wins game 2 while A, game 1&apos;s winner, still plays — A is last.</source>
        <translation>前ゲームの1位以外が最初に上がると、前ゲームの1位はその場でゲームを抜けて最下位になる。例：1ゲーム目の1位Aがまだ残っているうちにBが2ゲーム目で最初に上がる → Aが最下位。</translation>
    </message>
    <message>
        <source>Gekokujō (下剋上)</source>
        <translation>下剋上</translation>
    </message>
    <message>
        <source>If last game&apos;s last place goes out first, the game ends at once and the others&apos; places are reversed. Example: game 1&apos;s last wins game 2 — game 2 ends.</source>
        <translation>前ゲームの最下位が最初に上がると、その場でゲームが終わり、残りのプレイヤーの順位が逆転する。例：1ゲーム目の最下位が2ゲーム目で最初に上がる → 2ゲーム目は終了。</translation>
    </message>
    <message>
        <source>Lucky seven (ラッキーセブン)</source>
        <translation>ラッキーセブン</translation>
    </message>
    <message>
        <source>If three natural 7s stay on top until the field is cleared, their player goes out at once. Example: 7♠ 7♥ 7♦, everybody passes — its player is out.</source>
        <translation>ジョーカーを含まない7の3枚出しが、場が流れるまで一番上に残ると、出したプレイヤーはすぐに上がる。例：7♠ 7♥ 7♦に全員がパス → そのプレイヤーが上がり。</translation>
    </message>
    <message>
        <source>Finish flow (上がり流し)</source>
        <translation>上がり流し</translation>
    </message>
    <message>
        <source>When a player goes out the field is cleared at once and the next player leads. Example: A goes out with 9♣ — the field clears, the player after A leads.</source>
        <translation>プレイヤーが上がるとすぐに場が流れ、次のプレイヤーが親になる。例：Aが9♣で上がる → 場が流れ、Aの次のプレイヤーが親。</translation>
    </message>
    <message>
        <source>Card exchange (カード交換)</source>
        <translation>カード交換</translation>
    </message>
    <message>
        <source>From the second game, last place gives their two strongest cards to 1st, who gives back two of their choice; 2nd and second-to-last trade one card the same way. Example: last place hands over Joker and 2♠.</source>
        <translation>2ゲーム目から、最下位は最も強いカード2枚を1位に渡し、1位は好きなカード2枚を返す。2位と下から2番目も同じように1枚ずつ交換する。例：最下位がジョーカーと2♠を渡す。</translation>
    </message>
    <message>
        <source>Cataclysm (天変地異)</source>
        <translation>天変地異</translation>
    </message>
    <message>
        <source>Before the exchange, if last place holds no card above 10, they swap whole hands with 1st instead. Example: last place holds only 3s to 10s — the hands are swapped.</source>
        <translation>カード交換の前に、最下位の手札に10より強いカードがなければ、交換の代わりに1位と手札を丸ごと入れ替える。例：最下位の手札が3〜10だけ → 手札を入れ替える。</translation>
    </message>
    <message>
        <source>Antimonopoly law (独占禁止法)</source>
        <translation>独占禁止法</translation>
    </message>
    <message>
        <source>After the exchange, if last game&apos;s 1st holds five or more 2s and Jokers, they give a 2 to each other player and get back a card of that player&apos;s choice. Example: 1st holds 2♠ 2♥ 2♦ Joker Joker.</source>
        <translation>カード交換の後、前ゲームの1位が2とジョーカーを合わせて5枚以上持っていれば、他の全員に2を1枚ずつ渡し、それぞれから相手が選んだカードを1枚受け取る。例：1位の手札に2♠ 2♥ 2♦ ジョーカー ジョーカー。</translation>
    </message>
    <message>
        <source>Another first leader (開始プレイヤー変更)</source>
        <translation>開始プレイヤー変更</translation>
    </message>
    <message>
        <source>Another card chooses 親 at the start (♠3 by default), or last game&apos;s last place leads. Example: the ♠3 holder leads.</source>
        <translation>最初の親を別のカード（標準は♠3）で決めるか、前ゲームの最下位を親にする。例：♠3を持つプレイヤーが親。</translation>
    </message>
    <message>
        <source>First lead shows the start card (初手ダイヤ3)</source>
        <translation>初手ダイヤ3</translation>
    </message>
    <message>
        <source>The first lead of a game must contain the card that chose 親. Example: ♦3 holder must lead 3♦ (alone or with other 3s).</source>
        <translation>ゲーム最初の打ち出しには、親を決めたカードを含めなければならない。例：♦3を持つプレイヤーは3♦を打ち出す（単独でも、他の3と一緒でもよい）。</translation>
    </message>
    <message>
        <source>End of the session (ルール追加の終了)</source>
        <translation>ルール追加の終了</translation>
    </message>
    <message>
        <source>The session ends after a number of further games, or when someone has won a number of games. Example: three more games, then it ends.</source>
        <translation>あと決めた数のゲームを終えるか、誰かが決めた数だけ勝つと、セッションが終わる。例：あと3ゲームで終了。</translation>
    </message>
    <message>
        <source>Repeal a rule (ルール撤廃)</source>
        <translation>ルール撤廃</translation>
    </message>
    <message>
        <source>A rule added earlier stops applying from the next game. Example: repeal #2 (8切り).</source>
        <translation>前に追加したルールを、次のゲームから無効にする。例：#2（8切り）を撤廃。</translation>
    </message>
    <message>
        <source>Change the speed (速度変更)</source>
        <translation>速度変更</translation>
    </message>
    <message>
        <source>The speed changes from the next game. Example: from 倍速 to 一倍速 — only the winner adds rules.</source>
        <translation>次のゲームから速度を変える。例：倍速から一倍速へ → 1位だけがルールを追加する。</translation>
    </message>
</context>
<context>
    <name>daifugo</name>
    <message>
        <source>{card} is not a card.</source>
        <extracomment>The memo of :meth:`DaifugoState._candidate_entry`: (hand, size, sequence_min, emperor) -&gt; [candidates, their shapes or None]; cleared when it grows past the limit.</extracomment>
        <translation>{card} はカードではありません。</translation>
    </message>
    <message>
        <source>First answer the rule that is waiting for you.</source>
        <translation>先に、あなたの応答を待っているルールに答えてください。</translation>
    </message>
    <message>
        <source>Cards can only be played to the field.</source>
        <translation>カードは場にしか出せません。</translation>
    </message>
    <message>
        <source>You are 親 and must lead: a lead (打ち出し) cannot be passed.</source>
        <translation>あなたは親なので打ち出してください。打ち出しはパスできません。</translation>
    </message>
    <message>
        <source>An added rule says you must play when you can.</source>
        <translation>追加ルールにより、出せるカードがあるときはパスできません。</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} は手札にありません。</translation>
    </message>
    <message>
        <source>Choose at least one card to play.</source>
        <translation>出すカードを1枚以上選んでください。</translation>
    </message>
    <message>
        <source>Cards played together must be of the same rank, or a sequence (階段) of one suit.</source>
        <translation>一緒に出すカードは同じ数字か、同じマークの階段でなければなりません。</translation>
    </message>
    <message>
        <source>Cards played together must be of the same rank (Jokers may join any rank).</source>
        <translation>一緒に出すカードは同じ数字でなければなりません（ジョーカーはどの数字にも加えられます）。</translation>
    </message>
    <message>
        <source>You must play {n} card(s), as many as on the field.</source>
        <translation>場札と同じ {n} 枚を出してください。</translation>
    </message>
    <message>
        <source>You must play the same kind of combination as the field.</source>
        <translation>場札と同じ種類の出し方で出してください。</translation>
    </message>
    <message>
        <source>Your cards must be stronger than the field; the order is reversed now (2 &lt; A &lt; … &lt; 4 &lt; 3 &lt; Joker).</source>
        <translation>場札より強いカードを出してください。今は強さが逆転しています（2 &lt; A &lt; … &lt; 4 &lt; 3 &lt; ジョーカー）。</translation>
    </message>
    <message>
        <source>Your cards must be stronger than the field (3 &lt; … &lt; K &lt; A &lt; 2 &lt; Joker).</source>
        <translation>場札より強いカードを出してください（3 &lt; … &lt; K &lt; A &lt; 2 &lt; ジョーカー）。</translation>
    </message>
    <message>
        <source>A lock (縛り) is in force: your cards must follow it.</source>
        <translation>縛りがかかっています。縛りに従ったカードを出してください。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>今はその手は出せません。</translation>
    </message>
    <message>
        <source>An added rule forbids that play.</source>
        <translation>追加ルールによりその手は出せません。</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>That is not an action.</source>
        <translation>行動として認識できません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>how deep the tuples of an action may nest: card codes (1), groups of card codes (2, Indian Rummy) Check :meth:`invariant_violations` after every :meth:`apply` (the tests and ``core.soak`` turn it on; play leaves it off, since it costs a ``legal_actions`` of every seat to move).</extracomment>
        <translation>ゲームは終了しています。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>That action is malformed (field {field}).</source>
        <translation>不正な形式の操作です（項目 {field}）。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>今はその手は出せません。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source> </source>
        <translation> </translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Rule-Addition Daifugō (ルール追加大富豪)</source>
        <translation>ルール追加大富豪</translation>
    </message>
    <message>
        <source>Indian Rummy (インディアン・ラミー)</source>
        <translation>インディアン・ラミー</translation>
    </message>
    <message>
        <source>Wild Rummy R (ワイルドラミーR)</source>
        <translation>ワイルドラミーR</translation>
    </message>
    <message>
        <source>Riichi mahjong (リーチ麻雀)</source>
        <translation>リーチ麻雀</translation>
    </message>
    <message>
        <source>Anmika sanma (華八アンミカ筋肉GT五等)</source>
        <translation>華八アンミカ筋肉GT五等（三麻）</translation>
    </message>
    <message>
        <source>Hero Mahjong (英雄麻雀)</source>
        <translation>英雄麻雀</translation>
    </message>
</context>
<context>
    <name>hero</name>
    <message>
        <source>House Rules heroes v1 (our own set)</source>
        <translation>House Rules オリジナル英雄 v1（本作オリジナル）</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>カードセット</translation>
    </message>
    <message>
        <source>The hero cards in play. The app has one set, of its own design: the card names and effects are ours, not the publisher&apos;s.</source>
        <translation>使う英雄カード。本作オリジナルのセット1種のみで、カード名と効果は独自のものです（公式カードではありません）。</translation>
    </message>
    <message>
        <source>Basic: a hero&apos;s deck dealt at random</source>
        <translation>基本ルール：英雄のデッキをランダムに配る</translation>
    </message>
    <message>
        <source>2-Pick: keep one of two cards of each level</source>
        <translation>2Pickルール：各レベル2枚から1枚を選ぶ</translation>
    </message>
    <message>
        <source>Constructed: an avatar and action cards totalling 6</source>
        <translation>構築ルール：アバター1枚と合計レベル6のアクションカード</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Basic: each player gets a random hero&apos;s avatar and its three action cards, all public. 2‑Pick: from four piles (avatars, levels I, II, III) each keeps one of two cards, hidden until used. Constructed: each player chooses.</source>
        <translation>基本：各プレイヤーにランダムな英雄のアバターと3枚のアクションカードが配られ、すべて公開。2Pick：4つの山（アバター、レベルI・II・III）から2枚ずつ配られ1枚を残し、使うまで非公開。構築：各自が選びます。</translation>
    </message>
    <message>
        <source>Exactly 6</source>
        <translation>ちょうど6</translation>
    </message>
    <message>
        <source>At most 6</source>
        <translation>6以下</translation>
    </message>
    <message>
        <source>Constructed decks: the action cards&apos; levels total</source>
        <translation>構築ルール：アクションカードの合計レベル</translation>
    </message>
    <message>
        <source>In constructed decks each player picks an avatar and action cards, one copy of each, whose levels add up to 6 exactly, or to at most 6.</source>
        <translation>構築ルールでは各自がアバターと、合計レベルがちょうど6（または6以下）になるアクションカードを選びます（同じカードは1枚まで）。</translation>
    </message>
</context>
<context>
    <name>indian_rummy</name>
    <message>
        <source>Cards and table</source>
        <translation>カードとテーブル</translation>
    </message>
    <message>
        <source>Melds and declaring</source>
        <translation>役とラミー宣言</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>対戦</translation>
    </message>
    <message>
        <source>Draw cards for the first dealer</source>
        <translation>最初のディーラーをカードを引いて決める</translation>
    </message>
    <message>
        <source>Each player draws a card (Joker &gt; A &gt; K &gt; … &gt; 2; ties draw again); the lowest deals first. Off: a random first dealer.</source>
        <translation>各プレイヤーが1枚引き（ジョーカー &gt; A &gt; K &gt; … &gt; 2、同じランクは引き直し）、最も低い人が最初のディーラーになります。オフ：最初のディーラーはランダム。</translation>
    </message>
    <message>
        <source>Auto: 2 decks up to 6 players, 3 from 7</source>
        <translation>自動：6人までは2組、7人からは3組</translation>
    </message>
    <message>
        <source>India: 1 deck for 2 players, 2 decks up to 6 (no more players)</source>
        <translation>インド式：2人なら1組、6人まで2組（それ以上の人数は不可）</translation>
    </message>
    <message>
        <source>1 deck + 1 joker (53), 2 players</source>
        <translation>1組＋ジョーカー1枚（53枚）、2人用</translation>
    </message>
    <message>
        <source>2 decks + 2 jokers (106)</source>
        <translation>2組＋ジョーカー2枚（106枚）</translation>
    </message>
    <message>
        <source>3 decks + 3 jokers (159)</source>
        <translation>3組＋ジョーカー3枚（159枚）</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>使うトランプの組数</translation>
    </message>
    <message>
        <source>India&apos;s tables seat 2 to 6 players, with one 53-card pack at a table of two.</source>
        <translation>インドの卓は2〜6人で、2人卓では53枚のパック1組を使います。</translation>
    </message>
    <message>
        <source>Only printed jokers are wild</source>
        <translation>ジョーカーだけがワイルドカード</translation>
    </message>
    <message>
        <source>Aces are wild as well</source>
        <translation>Aもワイルドカードになる</translation>
    </message>
    <message>
        <source>A printed joker turned as the cut joker</source>
        <translation>ラウンドカードとしてジョーカーがめくられたとき</translation>
    </message>
    <message>
        <source>The cut joker makes its whole rank wild; a printed joker has no rank, so that round either only the printed jokers are wild or, as in India, the Aces are wild too.</source>
        <translation>通常はラウンドカードと同じ数字がすべてワイルドになりますが、ジョーカーには数字がないため、そのラウンドはジョーカーだけがワイルドになるか、インド式ではAもワイルドになります。</translation>
    </message>
    <message>
        <source>The cut-joker card lies under the stock and can be drawn</source>
        <translation>ラウンドカードは山札の一番下に置かれ、引くことができる</translation>
    </message>
    <message>
        <source>Off: it is shown apart and never drawn (online rule).</source>
        <translation>オフ：別に表示され、引かれることはない（オンラインのルール）。</translation>
    </message>
    <message>
        <source>Counter-clockwise (反時計回り)</source>
        <translation>反時計回り</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>時計回り</translation>
    </message>
    <message>
        <source>Direction of play</source>
        <translation>手番の向き</translation>
    </message>
    <message>
        <source>Turns and the deal go round the table this way: counter-clockwise in the seed, clockwise at India&apos;s tables.</source>
        <translation>手番と配札がこの向きに回ります。元ルールは反時計回り、インドの卓は時計回りです。</translation>
    </message>
    <message>
        <source>A cut-joker-rank card in its own place keeps a run straight</source>
        <translation>ラウンドカードと同じ数字のカードが本来の位置にあればストレートランのまま</translation>
    </message>
    <message>
        <source>On: with 7 as the cut joker, ♥6 ♥7 ♥8 is a straight run (ストレートラン). Off: a card of the wild rank is always a wild, and that run is not straight.</source>
        <translation>オン：ラウンドカードが7のとき、♥6 ♥7 ♥8 はストレートラン。オフ：ワイルドの数字のカードは常にワイルド扱いで、この並びはストレートランになりません。</translation>
    </message>
    <message>
        <source>4 (one card per suit)</source>
        <translation>4枚（スートごとに1枚）</translation>
    </message>
    <message>
        <source>Unlimited (extra wilds)</source>
        <translation>制限なし（ワイルドカードを追加できる）</translation>
    </message>
    <message>
        <source>Largest set</source>
        <translation>セットの最大枚数</translation>
    </message>
    <message>
        <source>A set is cards of one rank in different suits. 4: at most four cards, wilds standing for missing suits. Unlimited: more wilds may be added to a set.</source>
        <translation>セットは同じ数字でスートの異なるカードの組です。4：最大4枚で、ワイルドは足りないスートの代わり。制限なし：ワイルドをさらに加えられます。</translation>
    </message>
    <message>
        <source>One of the two runs must have four or more cards</source>
        <translation>2つのランのうち1つは4枚以上</translation>
    </message>
    <message>
        <source>A declaration needs a straight run and a second run; with this on, one of them must have four or more cards. A loser&apos;s hand that misses it counts as having no second run.</source>
        <translation>ラミー宣言にはストレートランともう1つのランが必要です。オンにすると、そのどちらかが4枚以上でなければなりません。満たさない敗者の手は、2つ目のランがないものとして数えます。</translation>
    </message>
    <message>
        <source>Three identical cards count as a straight run (3 decks)</source>
        <translation>同じカード3枚をストレートランとみなす（3組使用時）</translation>
    </message>
    <message>
        <source>With three decks a hand may hold three identical cards (say three ♠9); on, they count as a straight run, for declaring and for the counts.</source>
        <translation>3組使うと同じカードが3枚そろうことがあります（例：♠9が3枚）。オンにすると、宣言にも点数計算にもストレートランとして扱います。</translation>
    </message>
    <message>
        <source>Prevented: only a valid Rummy can be declared</source>
        <translation>防止：正しいラミーだけが宣言できる</translation>
    </message>
    <message>
        <source>Wrong show: 80 points, the player is out of the round</source>
        <translation>誤宣言：80点、そのラウンドから抜ける</translation>
    </message>
    <message>
        <source>Invalid declaration</source>
        <translation>不正なラミー宣言</translation>
    </message>
    <message>
        <source>Prevented: Declare is offered only when the hand is a valid Rummy. Wrong show: a player may declare with any discard; a hand that is no Rummy pays 80 to the winner and leaves the round.</source>
        <translation>防止：正しいラミーのときだけ宣言できます。誤宣言：どの捨て札でも宣言でき、ラミーでなければ勝者に80点を支払ってそのラウンドから抜けます。</translation>
    </message>
    <message>
        <source>The engine finds the best arrangement</source>
        <translation>エンジンが最善の組み方を見つける</translation>
    </message>
    <message>
        <source>India: the declarer&apos;s own groups count</source>
        <translation>インド式：宣言者自身の組み分けで判定</translation>
    </message>
    <message>
        <source>Showing a declared hand</source>
        <translation>宣言した手札の見せ方</translation>
    </message>
    <message>
        <source>India: the hand is shown as the declarer grouped it; a hand that is a Rummy only when regrouped is an invalid declaration.</source>
        <translation>インド式：手札は宣言者が組んだとおりに見せる。組み直さなければラミーにならない手は無効な宣言になる。</translation>
    </message>
    <message>
        <source>The card taken from the discard pile may be discarded the same turn</source>
        <translation>捨て札から取ったカードを同じ手番で捨ててよい</translation>
    </message>
    <message>
        <source>Off: the card just taken from the discard pile cannot be thrown back in the same turn.</source>
        <translation>オフ：捨て札から取ったカードを、その手番のうちに捨てることはできません。</translation>
    </message>
    <message>
        <source>A wild card discarded by a player cannot be taken</source>
        <translation>捨てられたワイルドカードは取れない</translation>
    </message>
    <message>
        <source>On: a wild card (a joker or a card of the cut-joker rank) that a player discarded cannot be taken; the first upcard of the round still can.</source>
        <translation>オン：プレイヤーが捨てたワイルドカード（ジョーカーやラウンドカードと同じ数字のカード）は取れません。ラウンド最初の表向きの札は取れます。</translation>
    </message>
    <message>
        <source>Void round (流局)</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Reshuffle the discards (the top one stays)</source>
        <translation>捨て札を切り直して山札にする（一番上は残す）</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>山札がなくなったとき</translation>
    </message>
    <message>
        <source>Void round: the round ends with no payments. Reshuffle: the discards except the top one are shuffled into a new stock, as often as needed.</source>
        <translation>流局：支払いなしでラウンド終了。切り直し：一番上を除く捨て札を切って新しい山札にします（何度でも）。</translation>
    </message>
    <message>
        <source>When all others have packed, the last player wins</source>
        <translation>他の全員がパッキングしたら、残った1人の勝ち</translation>
    </message>
    <message>
        <source>The last player collects the packing penalties; no hand is counted.</source>
        <translation>残った1人がパッキングの失点を受け取ります。手札は数えません。</translation>
    </message>
    <message>
        <source>Penalty for packing at the first turn (パッキング)</source>
        <translation>最初の手番でのパッキングの失点</translation>
    </message>
    <message>
        <source>Packing is giving up the round at the start of your turn, before drawing; the packer pays this to the round&apos;s winner. At the first turn the hand goes back into the stock.</source>
        <translation>パッキングは手番の始め（引く前）にそのラウンドを降りることで、降りた人はラウンドの勝者にこの点数を支払います。最初の手番なら手札は山札に戻されます。</translation>
    </message>
    <message>
        <source>Penalty for packing later</source>
        <translation>それ以降のパッキングの失点</translation>
    </message>
    <message>
        <source>Packing after your first turn; the hand stays out of play, face down.</source>
        <translation>2回目以降の手番でのパッキング。手札は伏せたままゲームから外れます。</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>Cap on one loser&apos;s payment</source>
        <translation>敗者1人の支払いの上限</translation>
    </message>
    <message>
        <source>A loser pays the points of the cards left outside melds; this caps one loser&apos;s payment (India: 80, the full count). Packing penalties are not capped.</source>
        <translation>敗者はメルドにならなかったカードの点数を支払います。この値が敗者1人の支払いの上限です（インド式は80）。パッキングの失点には上限がありません。</translation>
    </message>
    <message>
        <source>Seed: a straight run alone spares its own cards</source>
        <translation>元ルール：ストレートランだけでもそのカードは数えない</translation>
    </message>
    <message>
        <source>India: without two runs every card counts</source>
        <translation>インド式：ランが2つなければ全カードを数える</translation>
    </message>
    <message>
        <source>Losers&apos; counts</source>
        <translation>敗者の点数計算</translation>
    </message>
    <message>
        <source>A loser with a straight run and a second run counts only the cards outside melds, one without a straight run every card. They differ for a straight run alone: the seed spares its cards, India counts the whole hand.</source>
        <translation>ストレートランともう1つのランがある敗者はメルド外のカードだけを、ストレートランがない敗者は全カードを数えます。違いはストレートランだけの場合で、元ルールはそのランのカードを数えず、インド式は手札すべてを数えます。</translation>
    </message>
    <message>
        <source>Hand Rummy (ハンド・ラミー) doubles every payment</source>
        <translation>ハンド・ラミーは支払いがすべて2倍</translation>
    </message>
    <message>
        <source>Hand Rummy: the 13 cards dealt are already a Rummy, declared at your first turn before drawing. On: every loser and every packer pays double.</source>
        <translation>ハンド・ラミー：配られた13枚がそのままラミーで、最初の手番に引く前に宣言するもの。オン：敗者もパッキングした人も支払いが2倍。</translation>
    </message>
    <message>
        <source>A player who never had a turn pays half</source>
        <translation>一度も手番がなかったプレイヤーは半額</translation>
    </message>
    <message>
        <source>A loser who had no turn before the declaration (after a Hand Rummy, say) pays half, fractions dropped.</source>
        <translation>宣言までに一度も手番がなかった敗者（ハンド・ラミーのときなど）は半額（端数切り捨て）を支払います。</translation>
    </message>
    <message>
        <source>Chips per player</source>
        <translation>1人あたりのチップ</translation>
    </message>
    <message>
        <source>Each player&apos;s chips at the start of the match; payments move chips between players, and a player may go below zero and play on. The pool and deals formats do not use it.</source>
        <translation>対戦開始時の各プレイヤーのチップ。支払いでチップが移動し、マイナスになっても続けます。プール制とディール制では使いません。</translation>
    </message>
    <message>
        <source>One deal per player</source>
        <translation>全員が1回ずつディール</translation>
    </message>
    <message>
        <source>Rounds per match</source>
        <translation>1対戦のラウンド数</translation>
    </message>
    <message>
        <source>How many rounds the match lasts; the most chips at the end wins. 1 is India&apos;s points rummy.</source>
        <translation>対戦のラウンド数。終了時にチップが最も多い人の勝ちです。1ならインドのポイント・ラミーです。</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Pool 101</source>
        <translation>プール101</translation>
    </message>
    <message>
        <source>Pool 201</source>
        <translation>プール201</translation>
    </message>
    <message>
        <source>Pool: counts add up, a player reaching the limit is out</source>
        <translation>プール：点数を累計し、上限に達した人は脱落</translation>
    </message>
    <message>
        <source>The last player left wins.</source>
        <translation>最後に残った人の勝ちです。</translation>
    </message>
    <message>
        <source>How often an eliminated player may choose to rejoin</source>
        <translation>脱落したプレイヤーが復帰を選べる回数</translation>
    </message>
    <message>
        <source>A tie for the most chips is broken by a further deal between the tied players.</source>
        <translation>チップ最多が同点のときは、同点の者だけでもう1ディール行って決めます。</translation>
    </message>
    <message>
        <source>While nobody left is above 79 (pool 101) or 174 (pool 201), with one point more than the highest score.</source>
        <translation>残っている人が誰も79点（プール101）または174点（プール201）を超えていない間、最高点より1点多い点数で復帰します。</translation>
    </message>
    <message>
        <source>2 deals</source>
        <translation>2ディール</translation>
    </message>
    <message>
        <source>3 deals</source>
        <translation>3ディール</translation>
    </message>
    <message>
        <source>6 deals</source>
        <translation>6ディール</translation>
    </message>
    <message>
        <source>Deals: 80 chips per deal, most chips wins</source>
        <translation>ディール制：1ディール80チップ、チップが最も多い人の勝ち</translation>
    </message>
    <message>
        <source>{card} is not a card.</source>
        <translation>{card}はカードではありません。</translation>
    </message>
    <message>
        <source>You can pack (パッキング) only at the start of your turn, before drawing.</source>
        <translation>パッキングは自分の手番の最初、カードを引く前にだけできます。</translation>
    </message>
    <message>
        <source>You are the last player in the round and cannot pack.</source>
        <translation>このラウンドに残っているのはあなただけなので、パッキングできません。</translation>
    </message>
    <message>
        <source>You have already drawn a card this turn.</source>
        <translation>この手番ではもうカードを引いています。</translation>
    </message>
    <message>
        <source>Only the top card of the discard pile can be taken.</source>
        <translation>捨て札は一番上のカードしか取れません。</translation>
    </message>
    <message>
        <source>A wild card discarded by a player cannot be taken.</source>
        <translation>捨てられたワイルドカードは取れません。</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>捨て札がありません。</translation>
    </message>
    <message>
        <source>Hand Rummy (ハンド・ラミー) can be declared only at your first turn, before drawing.</source>
        <translation>ハンド・ラミーは最初の手番で、カードを引く前にだけ宣言できます。</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile.</source>
        <translation>先にカードを引いてください：山札か捨て札から。</translation>
    </message>
    <message>
        <source>To declare Rummy (ラミー宣言), discard one card: the 13 cards left must be all in melds.</source>
        <translation>ラミー宣言するには1枚捨てます：残りの13枚がすべて役になっていなければなりません。</translation>
    </message>
    <message>
        <source>Discard exactly one card.</source>
        <translation>ちょうど1枚捨ててください。</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card}は手札にありません。</translation>
    </message>
    <message>
        <source>You cannot discard the card you just took from the discard pile.</source>
        <translation>捨て札から取ったばかりのカードは捨てられません。</translation>
    </message>
    <message>
        <source>Indian Rummy is played by 2 to 10 players.</source>
        <extracomment>seating draw (席ぎめ): Joker &gt; A &gt; K &gt; Q &gt; ... &gt; 2 (spec §2 and Q1: the seed omits the Ace)</extracomment>
        <translation>インディアン・ラミーは2〜10人で遊びます。</translation>
    </message>
    <message>
        <source>India&apos;s tables seat 2 to 6 players: choose at most 6 players, or the Japan (seed) rules for 7 to 10.</source>
        <translation>インドの卓は2〜6人です。6人以下にするか、7〜10人なら日本（原典）のルールを選んでください。</translation>
    </message>
    <message>
        <source>One deck (53 cards) is for two players: choose more decks, or Auto.</source>
        <translation>1組（53枚）は2人用です。組数を増やすか「自動」を選んでください。</translation>
    </message>
    <message>
        <source>{decks} decks ({cards} cards) are not enough for {seats} players: choose 3 decks, or Auto.</source>
        <translation>{decks}組（{cards}枚）では{seats}人に足りません。3組か「自動」を選んでください。</translation>
    </message>
    <message>
        <source>As shown, {cards} is no meld: {reason}</source>
        <translation>見せた組では{cards}はメルドになっていない：{reason}</translation>
    </message>
    <message>
        <source>As shown, the groups lack a straight run (ストレートラン) and another run.</source>
        <translation>見せた組には、ストレートランともう一つのランがそろっていない。</translation>
    </message>
    <message>
        <source>The groups shown must hold the {count} cards of your hand, each once.</source>
        <translation>見せる組には手札の{count}枚をちょうど1回ずつ入れてください。</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{n}th</source>
        <translation>{n}位</translation>
    </message>
    <message>
        <source>{name} holds {card} and is 親 (the leader).</source>
        <translation>{name} が {card} を持っているので親です。</translation>
    </message>
    <message>
        <source>You hold {card} and are 親 (the leader).</source>
        <translation>あなたが {card} を持っているので親です。</translation>
    </message>
    <message>
        <source>{name} is 親 (the leader).</source>
        <translation>{name} が親です。</translation>
    </message>
    <message>
        <source>You are 親 (the leader).</source>
        <translation>あなたが親です。</translation>
    </message>
    <message>
        <source>{name} leads {cards}.</source>
        <translation>{name} が {cards} を打ち出しました。</translation>
    </message>
    <message>
        <source>You lead {cards}.</source>
        <translation>あなたが {cards} を打ち出しました。</translation>
    </message>
    <message>
        <source>{name} plays {cards}.</source>
        <translation>{name} が {cards} を出しました。</translation>
    </message>
    <message>
        <source>You play {cards}.</source>
        <translation>あなたが {cards} を出しました。</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} はパス。</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>あなたはパス。</translation>
    </message>
    <message>
        <source>The field is cleared; {name} leads.</source>
        <translation>場が流れました。{name} が親です。</translation>
    </message>
    <message>
        <source>The field is cleared; you lead.</source>
        <translation>場が流れました。あなたが親です。</translation>
    </message>
    <message>
        <source>{name} goes out (上がり) in {place} place.</source>
        <translation>{name} が{place}で上がりました。</translation>
    </message>
    <message>
        <source>You go out (上がり) in {place} place.</source>
        <translation>あなたが{place}で上がりました。</translation>
    </message>
    <message>
        <source>{name} is the last left holding cards: {place} place.</source>
        <translation>{name}は最後まで手札が残り、{place}です。</translation>
    </message>
    <message>
        <source>You are the last left holding cards: {place} place.</source>
        <translation>あなたは最後まで手札が残り、{place}です。</translation>
    </message>
    <message>
        <source>{name} cannot act and is eliminated (脱落).</source>
        <translation>{name} は行動できないので脱落です。</translation>
    </message>
    <message>
        <source>You cannot act and are eliminated (脱落).</source>
        <translation>あなたは行動できないので脱落です。</translation>
    </message>
    <message>
        <source>{name} gives {cards} to {to}.</source>
        <translation>{name} が {to} に {cards} を渡しました。</translation>
    </message>
    <message>
        <source>You give {cards} to {to}.</source>
        <translation>あなたが {to} に {cards} を渡しました。</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>{name} が {cards} を捨てました。</translation>
    </message>
    <message>
        <source>You discard {cards}.</source>
        <translation>あなたが {cards} を捨てました。</translation>
    </message>
    <message>
        <source>{name} takes {cards} from the discard pile.</source>
        <translation>{name} が捨て札から {cards} を取りました。</translation>
    </message>
    <message>
        <source>{name} turns the cut joker: {cards}.</source>
        <translation>{name}がラウンドカードをめくりました：{cards}。</translation>
    </message>
    <message>
        <source>You turn the cut joker: {cards}.</source>
        <translation>あなたがラウンドカードをめくりました：{cards}。</translation>
    </message>
    <message>
        <source>{name} draws from the stock.</source>
        <translation>{name}が山札から引きました。</translation>
    </message>
    <message>
        <source>You draw {cards} from the stock.</source>
        <translation>あなたは山札から{cards}を引きました。</translation>
    </message>
    <message>
        <source>You take {cards} from the discard pile.</source>
        <translation>あなたが捨て札から {cards} を取りました。</translation>
    </message>
    <message>
        <source>{name} packs (パッキング) and owes {penalty} if someone declares.</source>
        <translation>{name}がパッキングしました（誰かがラミー宣言したら{penalty}点払います）。</translation>
    </message>
    <message>
        <source>You pack (パッキング) and owe {penalty} if someone declares.</source>
        <translation>あなたはパッキングしました（誰かがラミー宣言したら{penalty}点払います）。</translation>
    </message>
    <message>
        <source>{name} declares Rummy (ラミー宣言)!</source>
        <translation>{name}がラミー宣言！</translation>
    </message>
    <message>
        <source>You declare Rummy (ラミー宣言)!</source>
        <translation>あなたがラミー宣言！</translation>
    </message>
    <message>
        <source>{name}&apos;s declaration is invalid and costs {penalty}.</source>
        <translation>{name}の宣言は不正で、{penalty}点の失点です。</translation>
    </message>
    <message>
        <source>Your declaration is invalid and costs {penalty}.</source>
        <translation>あなたの宣言は不正で、{penalty}点の失点です。</translation>
    </message>
    <message>
        <source>{name} deals the next round.</source>
        <translation>次のラウンドは{name}がディーラーです。</translation>
    </message>
    <message>
        <source>You deal the next round.</source>
        <translation>次のラウンドはあなたがディーラーです。</translation>
    </message>
    <message>
        <source>{name} reaches the pool limit and may rejoin with {score} points.</source>
        <translation>{name}はプールの上限に達した。{score}点で復帰できる。</translation>
    </message>
    <message>
        <source>You reach the pool limit and may rejoin with {score} points.</source>
        <translation>あなたはプールの上限に達した。{score}点で復帰できる。</translation>
    </message>
    <message>
        <source>{name} rejoins the pool with {score} points.</source>
        <translation>{name}は{score}点でプールに復帰した。</translation>
    </message>
    <message>
        <source>You rejoin the pool with {score} points.</source>
        <translation>あなたは{score}点でプールに復帰した。</translation>
    </message>
    <message>
        <source>{name} is out of the pool with {score} points.</source>
        <translation>{name}は{score}点でプールから脱落した。</translation>
    </message>
    <message>
        <source>You are out of the pool with {score} points.</source>
        <translation>あなたは{score}点でプールから脱落した。</translation>
    </message>
    <message>
        <source>The cut-joker card was drawn and nobody declared: the round is void (流局).</source>
        <translation>ラウンドカードが引かれ、誰もラミー宣言しなかったので流局です。</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>対戦終了です。</translation>
    </message>
    <message>
        <source>Cards are drawn for the seats: the lowest card deals first.</source>
        <translation>席決めのカードを引きます：最も低いカードの人が最初のディーラーです。</translation>
    </message>
    <message>
        <source>Hand Rummy (ハンド・ラミー): you collect {n}, doubled.</source>
        <translation>ハンド・ラミー：あなたが2倍の{n}点を受け取ります。</translation>
    </message>
    <message>
        <source>You collect {n}.</source>
        <translation>あなたが{n}点を受け取ります。</translation>
    </message>
    <message>
        <source>Hand Rummy (ハンド・ラミー): {name} collects {n}, doubled.</source>
        <translation>ハンド・ラミー：{name}が2倍の{n}点を受け取ります。</translation>
    </message>
    <message>
        <source>{name} collects {n}.</source>
        <translation>{name}が{n}点を受け取ります。</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <source>Take {cards} from the discard pile</source>
        <translation>捨て札から{cards}を取る</translation>
    </message>
    <message>
        <source>Discard {cards} and declare Rummy (ラミー宣言)</source>
        <translation>{cards}を捨ててラミー宣言</translation>
    </message>
    <message>
        <source>Declare Hand Rummy (ハンド・ラミー)</source>
        <translation>ハンド・ラミーを宣言</translation>
    </message>
    <message>
        <source>Pack (パッキング)</source>
        <translation>パッキング</translation>
    </message>
    <message>
        <source>Rejoin the pool</source>
        <translation>プールに復帰する</translation>
    </message>
    <message>
        <source>Stay out of the pool</source>
        <translation>復帰しない</translation>
    </message>
    <message>
        <source>{name} is skipped.</source>
        <translation>{name} は飛ばされました。</translation>
    </message>
    <message>
        <source>You are skipped.</source>
        <translation>あなたは飛ばされました。</translation>
    </message>
    <message>
        <source>{name} plays again.</source>
        <translation>{name} がもう一度手番を得ました。</translation>
    </message>
    <message>
        <source>You play again.</source>
        <translation>あなたがもう一度手番を得ました。</translation>
    </message>
    <message>
        <source>{name} names the rank {rank}.</source>
        <translation>{name} が {rank} を宣言しました。</translation>
    </message>
    <message>
        <source>You name the rank {rank}.</source>
        <translation>あなたが {rank} を宣言しました。</translation>
    </message>
    <message>
        <source>{name} takes place {place} and leaves the game.</source>
        <translation>{name} が{place}位となり、ゲームを抜けました。</translation>
    </message>
    <message>
        <source>You take place {place} and leave the game.</source>
        <translation>あなたが{place}位となり、ゲームを抜けました。</translation>
    </message>
    <message>
        <source>{name}&apos;s remaining cards leave the game.</source>
        <translation>{name} の残りの手札はゲームから除かれました。</translation>
    </message>
    <message>
        <source>Your remaining cards leave the game.</source>
        <translation>あなたの残りの手札はゲームから除かれました。</translation>
    </message>
    <message>
        <source>{name} swaps hands with {to}.</source>
        <translation>{name} が {to} と手札を入れ替えました。</translation>
    </message>
    <message>
        <source>You swap hands with {to}.</source>
        <translation>あなたが {to} と手札を入れ替えました。</translation>
    </message>
    <message>
        <source>{rule} fires ({name}).</source>
        <translation>{rule} が発動しました（{name}）。</translation>
    </message>
    <message>
        <source>{rule} fires (you).</source>
        <translation>{rule} が発動しました（あなた）。</translation>
    </message>
    <message>
        <source>The turn order is reversed.</source>
        <translation>手番の順が逆になりました。</translation>
    </message>
    <message>
        <source>Revolution (革命): the order of the ranks is reversed.</source>
        <translation>革命: 強さの順が逆転しました。</translation>
    </message>
    <message>
        <source>The revolution ends: the normal order is back.</source>
        <translation>革命が終わり、通常の強さの順に戻りました。</translation>
    </message>
    <message>
        <source>11-back (11バック): the order is reversed until the field is cleared.</source>
        <translation>11バック: 場が流れるまで強さの順が逆転します。</translation>
    </message>
    <message>
        <source>11-back ends.</source>
        <translation>11バックが終わりました。</translation>
    </message>
    <message>
        <source>A lock (縛り) starts: {what}.</source>
        <translation>縛りがかかりました: {what}。</translation>
    </message>
    <message>
        <source>Every lock ends.</source>
        <translation>すべての縛りが解けました。</translation>
    </message>
    <message>
        <source>Nobody could move on: the game is stopped with the places so far.</source>
        <translation>誰も先に進めないため、ここまでの順位でゲームを終了します。</translation>
    </message>
    <message>
        <source>Give {cards}</source>
        <translation>{cards} を渡す</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>{cards} を捨てる</translation>
    </message>
    <message>
        <source>Take {cards}</source>
        <translation>{cards} を取る</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Name {what}</source>
        <translation>{what} を宣言</translation>
    </message>
    <message>
        <source>Resolve rule #{what} first</source>
        <translation>ルール #{what} を先に処理</translation>
    </message>
    <message>
        <source>Answer with {cards}</source>
        <translation>{cards} で応じる</translation>
    </message>
    <message>
        <source>Let it pass</source>
        <translation>見送る</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>Game over: {order}.</source>
        <translation>ゲーム終了: {order}。</translation>
    </message>
    <message>
        <source>one rank up each play</source>
        <translation>数字が1つずつ上がる</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>{cards} を出す</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Option {id} must be on or off.</source>
        <extracomment>how deep the JSON of a &quot;data&quot; option may nest (a rule-addition daifugō rule&apos;s conditions need far less)</extracomment>
        <translation>オプション {id} はオンかオフにしてください。</translation>
    </message>
    <message>
        <source>Option {id} must be a whole number from {min} to {max}.</source>
        <translation>オプション {id} は {min} から {max} までの整数にしてください。</translation>
    </message>
    <message>
        <source>Option {id} must be one of: {values}.</source>
        <translation>オプション {id} は次のいずれかにしてください: {values}。</translation>
    </message>
    <message>
        <source>Option {id} is nested too deeply.</source>
        <translation>オプション {id} の入れ子が深すぎます。</translation>
    </message>
    <message>
        <source>Option {id} must be JSON data.</source>
        <translation>オプション {id} は JSON データにしてください。</translation>
    </message>
    <message>
        <source>Option {id} has an unknown kind.</source>
        <translation>オプション {id} の種類が不明です。</translation>
    </message>
    <message>
        <source>Unknown option: {id}.</source>
        <translation>不明なオプション: {id}。</translation>
    </message>
    <message>
        <source>{a} needs {b}.</source>
        <translation>{a} には {b} が必要です。</translation>
    </message>
    <message>
        <source>{a} cannot be used with {b}.</source>
        <translation>{a} は {b} と同時に使えません。</translation>
    </message>
    <message>
        <source>Places decided per game (ルール追加の速度)</source>
        <translation>ルール追加の速度（1ゲームで決める順位の数）</translation>
    </message>
    <message>
        <source>When the game ends: 低速 (slow) plays until every place is decided; n倍速 ends as soon as places 1 to n exist (一倍速 = 1, 倍速 = 2).</source>
        <translation>ゲームの終わり方: 低速は全員の順位が決まるまで続け、n倍速は1位から n 位までがそろった時点で終了します（一倍速 = 1、倍速 = 2）。</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>The session history must list each game&apos;s places.</source>
        <translation>セッションの履歴は、各ゲームの順位の一覧でなければなりません。</translation>
    </message>
    <message>
        <source>Rules in force (追加ルール)</source>
        <translation>追加ルール</translation>
    </message>
    <message>
        <source>Places in the session&apos;s earlier games</source>
        <translation>セッションのこれまでのゲームの順位</translation>
    </message>
    <message>
        <source>低速 (slow)</source>
        <translation>低速</translation>
    </message>
    <message>
        <source>一倍速 (1×)</source>
        <translation>一倍速</translation>
    </message>
    <message>
        <source>倍速 (2×)</source>
        <translation>倍速</translation>
    </message>
    <message>
        <source>General</source>
        <translation>一般</translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <source>倍速 (2×), the seed&apos;s recommendation</source>
        <translation>倍速（原文のおすすめ）</translation>
    </message>
    <message>
        <source>低速: play out every place</source>
        <translation>低速: 全員の順位を決める</translation>
    </message>
    <message>
        <source>一倍速: stop at the first winner</source>
        <translation>一倍速: 1位が出たら終了</translation>
    </message>
    <message>
        <source>低速 with ten well-known rules already added</source>
        <translation>低速・よく知られたルール10個を追加済み</translation>
    </message>
    <message>
        <source>倍速 with 24 rules already added</source>
        <translation>倍速・ルール24個を追加済み</translation>
    </message>
    <message>
        <source>Japan (the seed)</source>
        <translation>日本式（元ルール）</translation>
    </message>
    <message>
        <source>India: points rummy (one deal)</source>
        <translation>インド式：ポイントラミー（1ディール）</translation>
    </message>
    <message>
        <source>India: pool 101</source>
        <translation>インド式：プール101</translation>
    </message>
    <message>
        <source>India: pool 201</source>
        <translation>インド式：プール201</translation>
    </message>
    <message>
        <source>India: deals rummy (2 deals)</source>
        <translation>インド式：ディールラミー（2ディール）</translation>
    </message>
    <message>
        <source>Penalty payment (the spec&apos;s default)</source>
        <translation>罰点支払い方式（標準）</translation>
    </message>
    <message>
        <source>Meld-bonus collection</source>
        <translation>出来役加点の収集方式</translation>
    </message>
    <message>
        <source>Both scoring methods</source>
        <translation>両方の得点方式</translation>
    </message>
    <message>
        <source>Without cycle runs (相順)</source>
        <translation>相順なし</translation>
    </message>
    <message>
        <source>Full rules</source>
        <translation>フルルール</translation>
    </message>
    <message>
        <source>First game: without GT, fever and shuba riichi</source>
        <translation>初回向け：GT・フィーバー・シュバリーなし</translation>
    </message>
    <message>
        <source>Standard (East round, 東風戦)</source>
        <translation>標準（東風戦）</translation>
    </message>
    <message>
        <source>East and south (半荘戦), otherwise standard</source>
        <translation>半荘戦（その他は標準）</translation>
    </message>
    <message>
        <source>Basic decks: a hero dealt to each seat</source>
        <translation>基本ルール：各席に英雄を1人ずつ配る</translation>
    </message>
    <message>
        <source>2-Pick: each seat drafts its deck</source>
        <translation>2Pickルール：各席がドラフトでデッキを作る</translation>
    </message>
    <message>
        <source>Constructed: each seat builds its deck</source>
        <translation>構築ルール：各席が自分でデッキを組む</translation>
    </message>
</context>
<context>
    <name>riichi</name>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Tiles and yaku</source>
        <translation>牌と役</translation>
    </message>
    <message>
        <source>Draws and the end of the game</source>
        <translation>流局と終局</translation>
    </message>
    <message>
        <source>East only (東風戦)</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <source>East and south (半荘戦)</source>
        <translation>半荘戦</translation>
    </message>
    <message>
        <source>Length of the game</source>
        <translation>対局の長さ</translation>
    </message>
    <message>
        <source>East only: the hands 東1 to 東4; east and south: 東1 to 南4. A dealer who keeps the deal adds hands, and the game ends at once when a score goes below 0 (飛び).</source>
        <translation>東風戦は東1局～東4局、半荘戦は東1局～南4局。親の連荘があればその分局が増え、誰かの持ち点が0未満になればその時点で終了（飛び）。</translation>
    </message>
    <message>
        <source>Starting points</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>Every player&apos;s points at the start; below 0 the game ends at once (exactly 0 plays on).</source>
        <translation>全員の開始時の持ち点。0点未満になると即終了（ちょうど0点なら続行）。</translation>
    </message>
    <message>
        <source>One red five per suit (赤ドラ)</source>
        <translation>赤ドラ（各色の5に1枚）</translation>
    </message>
    <message>
        <source>One of the four 5s of man, pin and sou is red; each red five in a winning hand is one dora (1 han).</source>
        <translation>萬子・筒子・索子の5のうち各1枚が赤。和了形の赤5は1枚につきドラ1（1翻）。</translation>
    </message>
    <message>
        <source>All simples counts in an open hand (喰いタン)</source>
        <translation>喰いタンあり（鳴いても断么九が成立）</translation>
    </message>
    <message>
        <source>Off: all simples (断么九) counts only in a closed hand.</source>
        <translation>オフ：断么九は門前でのみ成立。</translation>
    </message>
    <message>
        <source>Round 30 fu 4 han and 60 fu 3 han up to mangan (切り上げ満貫)</source>
        <translation>切り上げ満貫（30符4翻・60符3翻を満貫に）</translation>
    </message>
    <message>
        <source>Hands of 4 han 30 fu and 3 han 60 fu pay a mangan (8,000; dealer 12,000) instead of 7,700 (dealer 11,600).</source>
        <translation>4翻30符と3翻60符を7700点（親11600点）ではなく満貫（8000点、親12000点）として支払います。</translation>
    </message>
    <message>
        <source>The special forms of four yakuman count double (ダブル役満)</source>
        <translation>ダブル役満あり（4種の特別形を2倍役満に）</translation>
    </message>
    <message>
        <source>Four concealed triplets on a single wait, 13-sided thirteen orphans, nine-sided nine gates and big four winds.</source>
        <translation>四暗刻単騎、国士無双十三面待ち、純正九蓮宝燈、大四喜。</translation>
    </message>
    <message>
        <source>Four kans by more than one player end the hand (四開槓)</source>
        <translation>四開槓で流局（複数人による4回目のカン）</translation>
    </message>
    <message>
        <source>When the hand&apos;s fourth kan was made by two or more players, the hand is drawn once the next discard passes without a ron. Off, or all four kans by one player: play goes on (no fifth kan).</source>
        <translation>1局の4回目のカンが2人以上によるものなら、次の打牌がロンされなければ途中流局。オフ、または1人で4回カンした場合は続行（5回目のカンはできません）。</translation>
    </message>
    <message>
        <source>The last dealer may end the game after a win or tenpai (アガリ止め・テンパイ止め)</source>
        <translation>オーラスの親はアガリ止め・テンパイ止めができる</translation>
    </message>
    <message>
        <source>In the last hand (オーラス) a dealer who wins or is tenpai at the draw normally plays on (連荘); on, the dealer may end the game there.</source>
        <translation>オーラスで親が和了するかテンパイで流局すると通常は連荘ですが、オンにすると親はそこで終局を選べます。</translation>
    </message>
    <message>
        <source>Answer the claim first: call or pass.</source>
        <translation>先に鳴くか見送るかを選んでください。</translation>
    </message>
    <message>
        <source>After riichi you must discard the tile you drew.</source>
        <translation>リーチ後はツモった牌を切らなければなりません。</translation>
    </message>
    <message>
        <source>Riichi needs a closed hand that is ready (tenpai) after this discard, 1,000 points and four tiles left in the wall.</source>
        <translation>リーチには、この打牌で聴牌になる門前の手、1,000点、山に4枚以上の残りが必要です。</translation>
    </message>
    <message>
        <source>No ron: the tile does not complete your hand with a yaku, or you are furiten.</source>
        <translation>ロンできません：その牌で役のある和了形にならないか、振聴です。</translation>
    </message>
    <message>
        <source>No tsumo: your hand is not complete with a yaku.</source>
        <translation>ツモ和了できません：役のある和了形ではありません。</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>The rules in force must be a list.</source>
        <extracomment>instance -&gt; the instance of the rule that overrides it (catalogue conflicts, see :func:`overrides`): an overridden rule is kept for the record but never applies. The static every rule that starts a lock implies: a lock locks (issue 18 #16). It stands at that rule&apos;s place in the order, so a later rule may still make an exception (スペ3返し).</extracomment>
        <translation>有効なルールはリストでなければなりません。</translation>
    </message>
    <message>
        <source>Two rules have the number #{n}.</source>
        <translation>番号 #{n} のルールが2つあります。</translation>
    </message>
    <message>
        <source>A rule must be an object.</source>
        <translation>ルールはオブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>A rule needs a number (#1, #2, …).</source>
        <translation>ルールには番号（#1、#2、…）が必要です。</translation>
    </message>
    <message>
        <source>A rule needs an id.</source>
        <translation>ルールには ID が必要です。</translation>
    </message>
    <message>
        <source>Unknown precedence {p}.</source>
        <translation>不明な優先順位: {p}。</translation>
    </message>
    <message>
        <source>The adder of a rule must be a seat number.</source>
        <translation>ルールの追加者は席番号でなければなりません。</translation>
    </message>
    <message>
        <source>A rule needs at least one part (a trigger, a static, …).</source>
        <translation>ルールには部品（トリガー、常時ルールなど）が1つ以上必要です。</translation>
    </message>
    <message>
        <source>A part of a rule must be an object.</source>
        <translation>ルールの部品はオブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>Unknown event {e}.</source>
        <translation>不明なイベント: {e}。</translation>
    </message>
    <message>
        <source>Unknown static rule {t}.</source>
        <translation>不明な常時ルール: {t}。</translation>
    </message>
    <message>
        <source>An allow or deny rule needs a condition.</source>
        <translation>許可・禁止のルールには条件が必要です。</translation>
    </message>
    <message>
        <source>Unknown replacement point {e}.</source>
        <translation>不明な置き換え対象: {e}。</translation>
    </message>
    <message>
        <source>A replacement cannot ask a player to choose ({e}).</source>
        <translation>置き換えの中でプレイヤーに選ばせることはできません（{e}）。</translation>
    </message>
    <message>
        <source>A response answers a field clear and either stops it or takes it over.</source>
        <translation>応答は場の流しに応じるもので、流しを止めるか、親を奪うかのどちらかです。</translation>
    </message>
    <message>
        <source>Unknown session rule {t}.</source>
        <translation>不明なセッションルール: {t}。</translation>
    </message>
    <message>
        <source>Unknown kind of rule part {k}.</source>
        <translation>不明な種類の部品: {k}。</translation>
    </message>
    <message>
        <source>A condition must be an object.</source>
        <translation>条件はオブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>A condition list must be a list.</source>
        <translation>条件の一覧はリストでなければなりません。</translation>
    </message>
    <message>
        <source>Unknown condition {c}.</source>
        <translation>不明な条件: {c}。</translation>
    </message>
    <message>
        <source>A rule needs at least one effect.</source>
        <translation>ルールには効果が1つ以上必要です。</translation>
    </message>
    <message>
        <source>Unknown effect {e}.</source>
        <translation>不明な効果: {e}。</translation>
    </message>
    <message>
        <source>The amount counts the cards played, but this event has no play.</source>
        <translation>枚数を出されたカードから数えていますが、このイベントではカードが出されません。</translation>
    </message>
    <message>
        <source>“Discard the named ranks” needs a “name ranks” effect before it.</source>
        <translation>「宣言された数字を捨てる」の前には「数字を宣言する」効果が必要です。</translation>
    </message>
    <message>
        <source>{word} has no setting {name}.</source>
        <translation>{word} には設定 {name} がありません。</translation>
    </message>
    <message>
        <source>{word}: {name} cannot be {value}.</source>
        <translation>{word}: {name} に {value} は指定できません。</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>ちょうど</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>以上</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>以下</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>まで</translation>
    </message>
    <message>
        <source>exactly (no fewer)</source>
        <translation>ちょうど</translation>
    </message>
    <message>
        <source>of their choice</source>
        <translation>本人が選ぶ</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>the strongest</source>
        <translation>強い順</translation>
    </message>
    <message>
        <source>the weakest</source>
        <translation>弱い順</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>It gives way to every other rule.</source>
        <translation>他のどのルールとぶつかっても、このルールが譲る。</translation>
    </message>
    <message>
        <source>It never overrides another rule.</source>
        <translation>他のルールに優先することはない。</translation>
    </message>
    <message>
        <source>A house rule</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>#{n} {name}</source>
        <translation>#{n} {name}</translation>
    </message>
    <message>
        <source>{parts}</source>
        <translation>{parts}</translation>
    </message>
    <message>
        <source>{event}: {effects}.</source>
        <translation>{event}：{effects}。</translation>
    </message>
    <message>
        <source>{event}, if {cond}: {effects}.</source>
        <translation>{event}、{cond}ならば：{effects}。</translation>
    </message>
    <message>
        <source>{sentence}.</source>
        <translation>{sentence}。</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>何も起こらない</translation>
    </message>
    <message>
        <source>{point}: {effects}.</source>
        <translation>{point}：{effects}。</translation>
    </message>
    <message>
        <source>{point}, if {cond}: {effects}.</source>
        <translation>{cond}ならば、{point}：{effects}。</translation>
    </message>
    <message>
        <source>the clear is stopped and those cards lie on top</source>
        <translation>流しが止まり、そのカードが場の一番上に残る</translation>
    </message>
    <message>
        <source>the field is cleared and that player leads</source>
        <translation>場が流れ、そのプレイヤーが親になる</translation>
    </message>
    <message>
        <source>When the field is about to be cleared because {cond}, another player may answer with cards where {with_}: {then}.</source>
        <translation>{cond}ことで場が流れようとするとき、他のプレイヤーは「{with_}」となるカードで応じることができる。応じた場合、{then}。</translation>
    </message>
    <message>
        <source>a rule clears it</source>
        <translation>ルールが働く</translation>
    </message>
    <message>
        <source>any cards may answer</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>{n}倍速 ({n}×)</source>
        <translation>{n}倍速</translation>
    </message>
    <message>
        <source>(an unknown part)</source>
        <translation>（不明な部品）</translation>
    </message>
    <message>
        <source>always</source>
        <translation>常に成り立つ</translation>
    </message>
    <message>
        <source>all of: {list}</source>
        <translation>次のすべてが成り立つ（{list}）</translation>
    </message>
    <message>
        <source>one of: {list}</source>
        <translation>次のいずれかが成り立つ（{list}）</translation>
    </message>
    <message>
        <source>not ({cond})</source>
        <translation>「{cond}」ではない</translation>
    </message>
    <message>
        <source>one per {rank} played</source>
        <translation>出された{rank}のカード1枚につき1</translation>
    </message>
    <message>
        <source>as many as the cards played</source>
        <translation>出されたカード1枚につき1</translation>
    </message>
    <message>
        <source>the cards played</source>
        <extracomment>Which cards a condition looks at.</extracomment>
        <translation>出されたカード</translation>
    </message>
    <message>
        <source>the cards they beat</source>
        <translation>返された場札</translation>
    </message>
    <message>
        <source>the top cards of the field</source>
        <translation>場の一番上のカード</translation>
    </message>
    <message>
        <source>the last cards the player played</source>
        <translation>そのプレイヤーが最後に出したカード</translation>
    </message>
    <message>
        <source>the player</source>
        <extracomment>Players an effect can name, relative to the event.</extracomment>
        <translation>そのプレイヤー</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>次のプレイヤー</translation>
    </message>
    <message>
        <source>the previous player</source>
        <translation>前のプレイヤー</translation>
    </message>
    <message>
        <source>the owner of the top cards</source>
        <translation>場の一番上のカードを出したプレイヤー</translation>
    </message>
    <message>
        <source>親</source>
        <translation>親</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>全員</translation>
    </message>
    <message>
        <source>every other player</source>
        <translation>他の全員</translation>
    </message>
    <message>
        <source>last game&apos;s 1st</source>
        <translation>前ゲームの1位</translation>
    </message>
    <message>
        <source>last game&apos;s 2nd</source>
        <translation>前ゲームの2位</translation>
    </message>
    <message>
        <source>last game&apos;s last place</source>
        <translation>前ゲームの最下位</translation>
    </message>
    <message>
        <source>last game&apos;s second-to-last</source>
        <translation>前ゲームの下から2番目</translation>
    </message>
    <message>
        <source>revolution (革命)</source>
        <translation>革命</translation>
    </message>
    <message>
        <source>11-back (11バック)</source>
        <translation>11バック</translation>
    </message>
    <message>
        <source>the revolution lock</source>
        <translation>革命の固定</translation>
    </message>
    <message>
        <source>suit lock (縛り)</source>
        <translation>縛り</translation>
    </message>
    <message>
        <source>partial suit lock (片縛り)</source>
        <translation>片縛り</translation>
    </message>
    <message>
        <source>number lock (数字縛り)</source>
        <translation>数字縛り</translation>
    </message>
    <message>
        <source>strict lock (激縛り)</source>
        <translation>激縛り</translation>
    </message>
    <message>
        <source>colour lock (色縛り)</source>
        <translation>色縛り</translation>
    </message>
    <message>
        <source>the player who set it off</source>
        <translation>きっかけとなったプレイヤー</translation>
    </message>
    <message>
        <source>set of equal ranks</source>
        <translation>同じ数字の組</translation>
    </message>
    <message>
        <source>sequence (階段)</source>
        <translation>階段</translation>
    </message>
    <message>
        <source>emperor (エンペラー)</source>
        <translation>エンペラー</translation>
    </message>
    <message>
        <source>When a player plays cards</source>
        <translation>カードが出されたとき</translation>
    </message>
    <message>
        <source>When a player passes</source>
        <translation>プレイヤーがパスしたとき</translation>
    </message>
    <message>
        <source>When the field is cleared</source>
        <translation>場が流れたとき</translation>
    </message>
    <message>
        <source>When a player goes out</source>
        <translation>プレイヤーが上がったとき</translation>
    </message>
    <message>
        <source>When a player is eliminated</source>
        <translation>プレイヤーが脱落したとき</translation>
    </message>
    <message>
        <source>At the start of a game, after the deal</source>
        <translation>ゲーム開始時（配札の後）</translation>
    </message>
    <message>
        <source>After the card exchange</source>
        <translation>カード交換の後</translation>
    </message>
    <message>
        <source>Instead of a player going out</source>
        <extracomment>Events whose context has a play (so amounts may count its cards). Replacement points: what the engine is about to do.</extracomment>
        <translation>プレイヤーが上がる代わりに</translation>
    </message>
    <message>
        <source>Instead of a revolution switching</source>
        <translation>革命が切り替わる代わりに</translation>
    </message>
    <message>
        <source>Instead of the card exchange</source>
        <translation>カード交換の代わりに</translation>
    </message>
    <message>
        <source>{of} include a card of rank {rank}</source>
        <translation>{of}に{rank}のカードが含まれる</translation>
    </message>
    <message>
        <source>{of} are all natural {rank}s</source>
        <translation>{of}がジョーカーを含まず、すべて{rank}である</translation>
    </message>
    <message>
        <source>the number of {of} is {op} {n}</source>
        <translation>{of}の枚数が{n}枚{op}である</translation>
    </message>
    <message>
        <source>{of} include a {suit} card</source>
        <translation>{of}に{suit}のカードが含まれる</translation>
    </message>
    <message>
        <source>{of} include {card}</source>
        <translation>{of}に{card}が含まれる</translation>
    </message>
    <message>
        <source>{of} are exactly {cards}</source>
        <translation>{of}が{cards}だけである</translation>
    </message>
    <message>
        <source>{of} include a Joker</source>
        <translation>{of}にジョーカーが含まれる</translation>
    </message>
    <message>
        <source>{of} are Jokers only</source>
        <translation>{of}がジョーカーだけである</translation>
    </message>
    <message>
        <source>{of} are a single Joker</source>
        <translation>{of}がジョーカー1枚である</translation>
    </message>
    <message>
        <source>{of} are played as: {kind}</source>
        <translation>{of}の出し方が{kind}である</translation>
    </message>
    <message>
        <source>{of} are the ranks {ranks}</source>
        <translation>{of}の数字が{ranks}である</translation>
    </message>
    <message>
        <source>{of} include the strongest rank (2, or 3 when the order is reversed)</source>
        <translation>{of}に最強の数字（通常は2、強さが逆転しているときは3）が含まれる</translation>
    </message>
    <message>
        <source>the cards played have exactly the suits of the cards they beat</source>
        <translation>出されたカードのマークが返された場札のマークとすべて同じである</translation>
    </message>
    <message>
        <source>the cards played share a suit with the cards they beat</source>
        <translation>出されたカードと返された場札に共通のマークがある</translation>
    </message>
    <message>
        <source>the cards played have the colour of the cards they beat</source>
        <translation>出されたカードが返された場札と同じ色である</translation>
    </message>
    <message>
        <source>the cards played are exactly {n} rank(s) stronger than the cards they beat</source>
        <translation>出されたカードが返された場札よりちょうど{n}段階強い</translation>
    </message>
    <message>
        <source>the card played is the same suit as the single card it meets and one rank weaker</source>
        <translation>出された1枚が、場の1枚と同じマークで1段階弱い</translation>
    </message>
    <message>
        <source>it is a lead (打ち出し)</source>
        <translation>打ち出しである</translation>
    </message>
    <message>
        <source>it is the first lead of the game</source>
        <translation>そのゲーム最初の打ち出しである</translation>
    </message>
    <message>
        <source>the cards played include the card that chose 親</source>
        <translation>出されたカードに親を決めたカードが含まれる</translation>
    </message>
    <message>
        <source>the field is empty</source>
        <translation>場にカードがない</translation>
    </message>
    <message>
        <source>{var} is in force</source>
        <translation>{var}が有効である</translation>
    </message>
    <message>
        <source>a lock is in force</source>
        <translation>縛りがかかっている</translation>
    </message>
    <message>
        <source>{who} holds {op} {n} card(s)</source>
        <translation>{who}の手札が{n}枚{op}である</translation>
    </message>
    <message>
        <source>the play would empty the player&apos;s hand</source>
        <translation>出すとそのプレイヤーの手札がなくなる</translation>
    </message>
    <message>
        <source>the player emptied their hand by playing</source>
        <translation>そのプレイヤーがカードを出して手札をなくした</translation>
    </message>
    <message>
        <source>the place is {op} {n}</source>
        <translation>順位が{n}位{op}である</translation>
    </message>
    <message>
        <source>{who} is {is}</source>
        <translation>{who}が{is}である</translation>
    </message>
    <message>
        <source>{who} is still playing</source>
        <translation>{who}がまだ上がっていない</translation>
    </message>
    <message>
        <source>the number of this game in the session is {op} {n}</source>
        <translation>このゲームがセッションの{n}ゲーム目{op}である</translation>
    </message>
    <message>
        <source>{who} holds no card stronger than {rank}</source>
        <translation>{who}が{rank}より強いカードを持っていない</translation>
    </message>
    <message>
        <source>{who} holds {op} {n} of these: {ranks} (Jokers count: {jokers})</source>
        <translation>{who}が{ranks}のカードを合わせて{n}枚{op}持っている（ジョーカーも数える：{jokers}）</translation>
    </message>
    <message>
        <source>the field was cleared because {cause}</source>
        <translation>{cause}ことで場が流れた</translation>
    </message>
    <message>
        <source>the rule {id} is in force</source>
        <translation>ルール「{id}」が有効である</translation>
    </message>
    <message>
        <source>the discard pile holds {op} {n} card(s)</source>
        <translation>捨て札が{n}枚{op}ある</translation>
    </message>
    <message>
        <source>{who} sits in seat {n}</source>
        <translation>{who}が{n}番の席にいる</translation>
    </message>
    <message>
        <source>the turn came back to the owner</source>
        <translation>手番が場札を出したプレイヤーに戻った</translation>
    </message>
    <message>
        <source>a rule cleared it</source>
        <translation>ルールが働いた</translation>
    </message>
    <message>
        <source>nobody could play</source>
        <translation>誰も出せなかった</translation>
    </message>
    <message>
        <source>the field is cleared and {leader} leads</source>
        <translation>場が流れ、{leader}が親になる</translation>
    </message>
    <message>
        <source>players are skipped ({n})</source>
        <translation>プレイヤーが飛ばされる（{n}人）</translation>
    </message>
    <message>
        <source>the turn order is reversed (times: {n})</source>
        <translation>手番の順が逆になる（{n}回）</translation>
    </message>
    <message>
        <source>the player plays again at once, on the same field</source>
        <translation>そのプレイヤーが同じ場ですぐにもう一度手番を得る</translation>
    </message>
    <message>
        <source>{from} gives cards ({mode} {n}, {chooser}) to {to}</source>
        <translation>{from}が{to}にカードを渡す（{n}枚{mode}、{chooser}）</translation>
    </message>
    <message>
        <source>{who} discards cards ({mode} {n}, {chooser})</source>
        <translation>{who}がカードを捨てる（{n}枚{mode}、{chooser}）</translation>
    </message>
    <message>
        <source>{who} takes cards from the discard pile ({mode} {n}, {chooser})</source>
        <translation>{who}が捨て札からカードを取る（{n}枚{mode}、{chooser}）</translation>
    </message>
    <message>
        <source>{who} names ranks (up to {n})</source>
        <translation>{who}が数字を宣言する（{n}個まで）</translation>
    </message>
    <message>
        <source>{who} discards every card of the named ranks</source>
        <translation>{who}が宣言された数字のカードをすべて捨てる</translation>
    </message>
    <message>
        <source>{var} switches on or off</source>
        <translation>{var}のオン・オフが切り替わる</translation>
    </message>
    <message>
        <source>{var} is set to {value}</source>
        <translation>{var}が「{value}」になる</translation>
    </message>
    <message>
        <source>a {lock} starts, until the field is cleared</source>
        <translation>場が流れるまで{lock}がかかる</translation>
    </message>
    <message>
        <source>every lock ends</source>
        <translation>すべての縛りが解ける</translation>
    </message>
    <message>
        <source>{who} goes out at once, in the next place</source>
        <translation>{who}がすぐに次の順位で上がる</translation>
    </message>
    <message>
        <source>{who} takes the lowest open place and leaves the game (fallen from the capital, so a later rule-breaker goes below: {fallen})</source>
        <translation>{who}は空いている最下位に入り、ゲームから抜ける（都落ち。後の反則上がりはその下に入る：{fallen}）</translation>
    </message>
    <message>
        <source>{who} is eliminated (脱落)</source>
        <translation>{who}が脱落する</translation>
    </message>
    <message>
        <source>the game ends at once (places reversed: {invert})</source>
        <translation>ゲームがすぐに終わる（順位の逆転：{invert}）</translation>
    </message>
    <message>
        <source>last game&apos;s last place gives their {n} strongest cards to last game&apos;s 1st, who gives back {n} ({upper_chooser}); 2nd and second-to-last trade 1 the same way</source>
        <translation>前ゲームの最下位が最も強いカード{n}枚を前ゲームの1位に渡し、1位は{n}枚を返し（{upper_chooser}）、2位と下から2番目も同じように1枚を交換する</translation>
    </message>
    <message>
        <source>{a} and {b} swap hands</source>
        <translation>{a}と{b}が手札を丸ごと入れ替える</translation>
    </message>
    <message>
        <source>A play is also allowed, whatever the field, when {cond}</source>
        <extracomment>Effects a player has to answer (they cannot run inside a replacement). Effects whose conflicts are settled by &quot;the later rule wins&quot; (spec §4.9): key of each.</extracomment>
        <translation>{cond}場合は、場札に関係なく出すことができる</translation>
    </message>
    <message>
        <source>A play is not allowed when {cond}</source>
        <translation>{cond}場合は出すことができない</translation>
    </message>
    <message>
        <source>Sequences (階段) of {min} or more consecutive cards of one suit may be played</source>
        <translation>同じマークで{min}枚以上連続した数字の階段を出すことができる</translation>
    </message>
    <message>
        <source>Emperors (エンペラー: four consecutive ranks in four suits) may be played</source>
        <translation>エンペラー（4種類のマークで連続する4つの数字）を出すことができる</translation>
    </message>
    <message>
        <source>The holder of {card} is 親 at the start</source>
        <translation>最初は{card}を持つプレイヤーが親になる</translation>
    </message>
    <message>
        <source>Last game&apos;s last place is 親 at the start</source>
        <translation>最初は前ゲームの最下位が親になる</translation>
    </message>
    <message>
        <source>Plays must follow the locks in force</source>
        <translation>かかっている縛りに従って出さなければならない</translation>
    </message>
    <message>
        <source>A player who can play may not pass</source>
        <translation>出せるカードがあるプレイヤーはパスできない</translation>
    </message>
    <message>
        <source>The session ends after {games} more game(s) (0: no limit) or when someone has won {wins} game(s) (0: no limit)</source>
        <translation>あと{games}ゲーム（0：制限なし）を終えるか、誰かが{wins}勝（0：制限なし）すると、セッションが終わる</translation>
    </message>
    <message>
        <source>Rule #{target} stops applying from the next game</source>
        <translation>次のゲームからルール#{target}が無効になる</translation>
    </message>
    <message>
        <source>The speed becomes {speed} from the next game</source>
        <translation>次のゲームから速度が{speed}になる</translation>
    </message>
</context>
<context>
    <name>rules_summary</name>
    <message>
        <source>{preset}, 1 option changed</source>
        <translation>{preset}（1項目変更）</translation>
    </message>
    <message>
        <source>{preset}, {n} options changed</source>
        <translation>{preset}（{n}項目変更）</translation>
    </message>
    <message>
        <source>Rules fingerprint: {fp}</source>
        <translation>ルール識別子: {fp}</translation>
    </message>
</context>
<context>
    <name>rules_text</name>
    <message>
        <source>added by {name} after game {n}</source>
        <translation>{name} が{n}ゲーム目の後に追加</translation>
    </message>
    <message>
        <source>added by {name} before the first game</source>
        <translation>{name} が最初のゲームの前に追加</translation>
    </message>
    <message>
        <source>added after game {n}</source>
        <translation>{n}ゲーム目の後に追加</translation>
    </message>
    <message>
        <source>in force from the start</source>
        <translation>最初から有効</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>席{n}</translation>
    </message>
</context>
<context>
    <name>rummy</name>
    <message>
        <source>A Rummy needs 13 cards, not {count}.</source>
        <translation>ラミーには13枚が必要です（いまは{count}枚）。</translation>
    </message>
    <message>
        <source>No straight run (ストレートラン) can be made.</source>
        <translation>ストレートランが作れません。</translation>
    </message>
    <message>
        <source>A second run is needed besides the straight run.</source>
        <translation>ストレートランのほかにもう1つランが必要です。</translation>
    </message>
    <message>
        <source>One of the two runs must have four or more cards.</source>
        <translation>2つのランのうち1つは4枚以上でなければなりません。</translation>
    </message>
    <message>
        <source>{card} is in no meld.</source>
        <translation>{card}がどの役にも入っていません。</translation>
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation>役には3枚以上必要です。</translation>
    </message>
    <message>
        <source>Two identical cards ({card}) can never be in one set (セット).</source>
        <translation>同じカード（{card}）2枚を1つのセットに入れることはできません。</translation>
    </message>
    <message>
        <source>A set (セット) can have at most {size} cards.</source>
        <translation>セットは最大{size}枚です。</translation>
    </message>
    <message>
        <source>A run (ラン) must be all of one suit.</source>
        <translation>ランはすべて同じスートでなければなりません。</translation>
    </message>
    <message>
        <source>These cards are neither of one suit (a run, ラン) nor of one rank (a set, セット).</source>
        <translation>これらのカードは同じスート（ラン）でも同じ数字（セット）でもありません。</translation>
    </message>
    <message>
        <source>A run (ラン) cannot hold {card} twice.</source>
        <translation>ランに{card}を2枚入れることはできません。</translation>
    </message>
    <message>
        <source>A run (ラン) can have at most 13 cards.</source>
        <translation>ランは最大13枚です。</translation>
    </message>
    <message>
        <source>K-A-2 is no run (ラン): the Ace is low (A-2-3) or high (Q-K-A), never both.</source>
        <translation>K-A-2はランではありません：Aは低い（A-2-3）か高い（Q-K-A）かのどちらかで、両方にはなりません。</translation>
    </message>
    <message>
        <source>The gaps are too large for the wild cards: this run (ラン) needs {count} more.</source>
        <translation>ワイルドカードでは間が埋まりません：このランにはあと{count}枚必要です。</translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <source>That rule is already in force with these settings.</source>
        <translation>そのルールは同じ設定ですでに有効です。</translation>
    </message>
    <message>
        <source>There is no rule #{n} in force to repeal.</source>
        <translation>撤廃できる有効なルール #{n} はありません。</translation>
    </message>
    <message>
        <source>There is no rule #{n}.</source>
        <translation>ルール #{n} はありません。</translation>
    </message>
    <message>
        <source>Only the player who added rule #{n} may change it.</source>
        <translation>ルール #{n} を変更できるのは、追加したプレイヤーだけです。</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>Rules added</source>
        <translation>追加したルール</translation>
    </message>
    <message>
        <source>Rules added per game</source>
        <translation>1ゲームあたりの追加ルール</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>ラウンド数</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>勝ったラウンド</translation>
    </message>
    <message>
        <source>Mean count paid</source>
        <translation>平均支払いカウント</translation>
    </message>
    <message>
        <source>Packs (drops)</source>
        <translation>パック(ドロップ)数</translation>
    </message>
    <message>
        <source>Pack rate</source>
        <translation>パック率</translation>
    </message>
    <message>
        <source>Concealed wins</source>
        <translation>一度に上がり</translation>
    </message>
    <message>
        <source>Win rate (和了率)</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>Deal-in rate (放銃率)</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>Riichi rate (立直率)</source>
        <translation>立直率</translation>
    </message>
    <message>
        <source>Average win (平均打点)</source>
        <translation>平均打点</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>局数</translation>
    </message>
</context>
<context>
    <name>storage</name>
    <message>
        <source>The save file does not exist.</source>
        <translation>保存ファイルがありません。</translation>
    </message>
    <message>
        <source>The save file could not be read ({error}).</source>
        <translation>保存ファイルを読めませんでした（{error}）。</translation>
    </message>
    <message>
        <source>The save is too large (limit {limit} MB).</source>
        <translation>保存ファイルが大きすぎます（上限 {limit} MB）。</translation>
    </message>
    <message>
        <source>The save file is empty.</source>
        <translation>保存ファイルが空です。</translation>
    </message>
    <message>
        <source>The file is not a House Rules save (it is not JSON).</source>
        <translation>ハウスルールの保存ファイルではありません（JSON ではありません）。</translation>
    </message>
    <message>
        <source>The save is truncated or damaged.</source>
        <translation>保存ファイルが途中で切れているか壊れています。</translation>
    </message>
    <message>
        <source>The save contains a number that is far too large.</source>
        <translation>保存ファイルに大きすぎる数値が含まれています。</translation>
    </message>
    <message>
        <source>The save is damaged (it is nested too deeply).</source>
        <translation>保存ファイルが壊れています（入れ子が深すぎます）。</translation>
    </message>
    <message>
        <source>The file is JSON but not a House Rules save.</source>
        <translation>JSON ですが、ハウスルールの保存ファイルではありません。</translation>
    </message>
    <message>
        <source>This save was made by a newer version (format version {version}).</source>
        <translation>新しいバージョンで作られた保存ファイルです（形式バージョン {version}）。</translation>
    </message>
    <message>
        <source>This save was made by a newer version (record version {version}).</source>
        <translation>新しいバージョンで作られた保存ファイルです（記録バージョン {version}）。</translation>
    </message>
    <message>
        <source>The save has an unknown format version ({version}).</source>
        <translation>保存ファイルの形式バージョン（{version}）が不明です。</translation>
    </message>
    <message>
        <source>Field &apos;{field}&apos; is missing.</source>
        <translation>項目「{field}」がありません。</translation>
    </message>
    <message>
        <source>Field &apos;{field}&apos; has the wrong type.</source>
        <translation>項目「{field}」の型が正しくありません。</translation>
    </message>
    <message>
        <source>Field &apos;{field}&apos; is out of range.</source>
        <translation>項目「{field}」が範囲外です。</translation>
    </message>
    <message>
        <source>The save refers to an unknown game &apos;{game}&apos;.</source>
        <translation>保存ファイルが不明なゲーム「{game}」を指しています。</translation>
    </message>
    <message>
        <source>The save lists {count} players for {seats} seats.</source>
        <translation>{seats} 席に対してプレイヤーが {count} 人記録されています。</translation>
    </message>
    <message>
        <source>The rule options in this save are not valid for this game.</source>
        <translation>この保存ファイルのルール設定はこのゲームでは無効です。</translation>
    </message>
    <message>
        <source>Move {move} in this save is damaged.</source>
        <translation>この保存ファイルの {move} 手目が壊れています。</translation>
    </message>
    <message>
        <source>The game record in this save is damaged.</source>
        <translation>この保存ファイルの対局記録が壊れています。</translation>
    </message>
    <message>
        <source>The moves in this save cannot be replayed.</source>
        <translation>この保存ファイルの手順を再現できません。</translation>
    </message>
    <message>
        <source>The save does not match its checksum: it was changed or made by different rules.</source>
        <translation>保存ファイルがチェックサムと一致しません。書き換えられたか、別のルールで作られています。</translation>
    </message>
    <message>
        <source>This save was made with other rules of this game (rules version {saved}; this app has rules version {current}).</source>
        <translation>この保存ファイルは別のルールで作られています（ルールバージョン {saved}、このアプリは {current}）。</translation>
    </message>
    <message>
        <source>The game is too large to save (limit {limit} MB).</source>
        <translation>対局が大きすぎて保存できません（上限 {limit} MB）。</translation>
    </message>
    <message>
        <source>Field &apos;{field}&apos; is too long (at most {limit} characters).</source>
        <translation>項目「{field}」が長すぎます（{limit}文字まで）。</translation>
    </message>
    <message>
        <source>Field &apos;{field}&apos; is too long (at most {limit} entries).</source>
        <translation>項目「{field}」が長すぎます（{limit}件まで）。</translation>
    </message>
    <message>
        <source>The save asks for an unknown AI level &apos;{level}&apos;.</source>
        <translation>保存ファイルに未知の AI の強さ「{level}」が指定されています。</translation>
    </message>
    <message>
        <source>The save is damaged: it cannot be shown or played.</source>
        <translation>保存ファイルが壊れています。表示も対局の再開もできません。</translation>
    </message>
</context>
<context>
    <name>wild_rummy</name>
    <message>
        <source>Cycle runs (相順) are not in use.</source>
        <translation>相順ルールは使っていません。</translation>
    </message>
    <message>
        <source>No cycle run (相順) can be made or touched until a 陰陽 card is discarded.</source>
        <translation>陰陽札が捨てられるまで、相順の公開も操作もできません。</translation>
    </message>
    <message>
        <source>相克 melds can be made or touched only in a 陰場.</source>
        <translation>相克の相順は陰場でのみ公開・操作できます。</translation>
    </message>
    <message>
        <source>相生 melds can be made or touched only in a 陽場.</source>
        <translation>相生の相順は陽場でのみ公開・操作できます。</translation>
    </message>
    <message>
        <source>{card} is not a card.</source>
        <translation>{card}はカードではありません。</translation>
    </message>
    <message>
        <source>Call (鳴き) the discard or pass.</source>
        <translation>捨て札を鳴くか、パスしてください。</translation>
    </message>
    <message>
        <source>Draw a card from the stock first.</source>
        <translation>まず山札から1枚引いてください。</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card}は手札にありません。</translation>
    </message>
    <message>
        <source>First meld a new meld with {cards}: the card you took must be melded at once.</source>
        <translation>まず{cards}を含む新しいメルドを出してください。取得した札はすぐにメルド公開しなければなりません。</translation>
    </message>
    <message>
        <source>A call turn (鳴き手番) has no discard: end it when you are done.</source>
        <translation>鳴き手番には捨て札がありません。終わったら鳴き手番を終了してください。</translation>
    </message>
    <message>
        <source>Discard one card from your hand.</source>
        <translation>手札から1枚捨ててください。</translation>
    </message>
    <message>
        <source>{card} was retrieved this turn: it cannot be melded again before your next turn.</source>
        <translation>{card}はこの手番に回収した札です。次の手番まではメルドに使えません。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>今はその操作はできません。</translation>
    </message>
    <message>
        <source>The new meld must contain {cards}.</source>
        <translation>新しいメルドには{cards}を含めなければなりません。</translation>
    </message>
    <message>
        <source>Keep one card to discard: in a normal turn you go out by discarding.</source>
        <translation>捨て札用に1枚残してください。通常手番では捨て札して上がります。</translation>
    </message>
    <message>
        <source>You retrieved this meld in exactly this form: it may not be melded again so.</source>
        <translation>このメルドは回収時と全く同じ状態です。同じ状態で出すことはできません。</translation>
    </message>
    <message>
        <source>These cards cannot be melded now.</source>
        <translation>これらの札は今はメルドできません。</translation>
    </message>
    <message>
        <source>There is no such meld.</source>
        <translation>そのメルドはありません。</translation>
    </message>
    <message>
        <source>Before your first meld a card you take in exchange must be melded at once, and here that would take your whole hand: keep one card to discard.</source>
        <translation>自メルドを公開するまでは交換取得した札をすぐにメルド公開しなければなりませんが、ここではそのために手札を全部使ってしまいます。捨て札用に1枚残してください。</translation>
    </message>
    <message>
        <source>Before your first meld you may not lay off (付け札) or bury (埋め潰し); a card you take in exchange (差し札, 抜き札, 発掘) must be melded at once.</source>
        <translation>自メルドを公開するまでは付け札と埋め潰しはできません。差し札・抜き札・発掘で取得した札はすぐにメルド公開しなければなりません。</translation>
    </message>
    <message>
        <source>A cycle run (相順) has at most 5 cards; 付け抜き札 takes the far end card.</source>
        <translation>相順は最大5枚です。付け抜き札なら逆側の1枚を引き取れます。</translation>
    </message>
    <message>
        <source>{card} does not fit this meld.</source>
        <translation>{card}はこのメルドに合いません。</translation>
    </message>
    <message>
        <source>{card} is ZAT (0 and 13), not a wild: no card can take its place.</source>
        <translation>{card}はZAT（0と13）でワイルドではありません。他の札と入れ替えられません。</translation>
    </message>
    <message>
        <source>Only a wild card can dig up a buried pair (発掘).</source>
        <translation>埋め潰された札を発掘できるのはワイルドカードだけです。</translation>
    </message>
    <message>
        <source>{wild} cannot stand for {ident}.</source>
        <translation>{wild}は{ident}に化けられません。</translation>
    </message>
    <message>
        <source>A wild can be swapped (差し札) only for the natural card it stands for: {ident}.</source>
        <translation>ワイルドカードと差し札できるのは、それが化けている本物の札（{ident}）だけです。</translation>
    </message>
    <message>
        <source>{wild} stands for {ident}: only that card can take its place.</source>
        <translation>{wild}は{ident}に化けています。入れ替えられるのはその札だけです。</translation>
    </message>
    <message>
        <source>Only an element card (五行札) can be taken out by 抜き札.</source>
        <translation>抜き札で取れるのは五行札だけです。</translation>
    </message>
    <message>
        <source>{card} is natural: put a wild card in its place to take it (抜き札).</source>
        <translation>{card}は本物の札です。取るにはワイルドカードを代わりに置いてください（抜き札）。</translation>
    </message>
    <message>
        <source>Move one card at a time onto a meld.</source>
        <translation>メルドへは1枚ずつ出してください。</translation>
    </message>
    <message>
        <source>Too few cards: a set (組) or a run (順) needs at least 3; only a 空無組 or a 陰陽順 may have 2.</source>
        <extracomment>The type of each kind for determinacy: 組 and 空無組 are sets, 順 and 陰陽順 runs.</extracomment>
        <translation>枚数が足りません。組と順は3枚から、2枚でよいのは空無組と陰陽順だけです。</translation>
    </message>
    <message>
        <source>Too many cards: a set (組) has at most 6.</source>
        <translation>枚数が多すぎます。組は最大6枚です。</translation>
    </message>
    <message>
        <source>Too many cards: a run (順) has at most {n}.</source>
        <translation>枚数が多すぎます。順は最大{n}枚です。</translation>
    </message>
    <message>
        <source>Too many cards: a cycle run (相順) has at most 5.</source>
        <translation>枚数が多すぎます。相順は最大5枚です。</translation>
    </message>
    <message>
        <source>{a} or {b}? A meld must show whether it is a set (組) or a run (順).</source>
        <translation>{a}か{b}か？ 組か順かが定まらないメルドは認められません。</translation>
    </message>
    <message>
        <source>Only one suit is shown: a run (順) or a cycle run (相順)? Show two cards of one suit, or two suits.</source>
        <translation>スートが1種しかなく、順か相順か区別がつきません。同じスートを2枚、または異なる2スートを含めてください。</translation>
    </message>
    <message>
        <source>{wild} would duplicate {card}.</source>
        <translation>{wild}が{card}に化けると本物と被ります。</translation>
    </message>
    <message>
        <source>{top} and 1 are not adjacent: they join only through the 空無 (ZAT).</source>
        <translation>{top}と1は繋がりません。空無（ZAT）を介してのみ繋がります。</translation>
    </message>
    <message>
        <source>The ranks are not consecutive, and the wild cards cannot fill the gaps.</source>
        <translation>ランクが連続しておらず、ワイルドカードでも間を埋められません。</translation>
    </message>
    <message>
        <source>The suits do not fit: a run (順) keeps one suit, a cycle run (相順) steps along the 相生 or 相克 order.</source>
        <translation>スートが合いません。順は同じスート、相順は相生か相克の順にスートが進みます。</translation>
    </message>
    <message>
        <source>A {family} cycle run (相順) may be melded only in a {field}.</source>
        <translation>{family}の相順は{field}でのみ公開できます。</translation>
    </message>
    <message>
        <source>These cards form no meld.</source>
        <translation>これらの札はメルドになりません。</translation>
    </message>
    <message>
        <source>Cards and table</source>
        <translation>カードとテーブル</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>メルド</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>進行</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>対戦</translation>
    </message>
    <message>
        <source>FESCA78: ranks 0-12 (2-6 players)</source>
        <translation>FESCA78：ランク0～12（2～6人）</translation>
    </message>
    <message>
        <source>FESCA54: ranks 0-8 (2-4 players)</source>
        <translation>FESCA54：ランク0～8（2～4人）</translation>
    </message>
    <message>
        <source>FESCA42: ranks 0-6 (2-4 players)</source>
        <translation>FESCA42：ランク0～6（2～4人）</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>In a reduced deck the 空無 links the top rank to 1 (ZAT).</source>
        <translation>縮小デッキでは空無が最大ランクと1を繋ぎます（ZAT）。</translation>
    </message>
    <message>
        <source>By the deal table</source>
        <translation>配札表のとおり</translation>
    </message>
    <message>
        <source>Cards dealt to each player</source>
        <translation>各プレイヤーへの配札枚数</translation>
    </message>
    <message>
        <source>FESCA78: 17 for 2 players, 14 for 3, 10 for 4, 7 for 5-6.</source>
        <translation>FESCA78：2人なら17枚、3人14枚、4人10枚、5～6人7枚。</translation>
    </message>
    <message>
        <source>Cycle runs (相順) are in use</source>
        <translation>相順ルールを使う</translation>
    </message>
    <message>
        <source>3-5 cards stepping one rank and one element along 相生 or 相克.</source>
        <translation>相生か相克の順にスートが進み、ランクが1ずつ上がる3～5枚の役組。</translation>
    </message>
    <message>
        <source>The type must be visible from the printed cards</source>
        <translation>札の印刷から種類がわかること</translation>
    </message>
    <message>
        <source>Only groups that fit two types are refused</source>
        <translation>2種類に読める組み合わせだけを禁止</translation>
    </message>
    <message>
        <source>A meld whose type cannot be told</source>
        <translation>種類が定まらないメルド</translation>
    </message>
    <message>
        <source>A new meld&apos;s type (組, 順 or 相順) must be clear. Printed cards: their printed ranks and suits must show it, so 木5 太極 空無木 is refused. Two types: that is a 順; only a group such as 陰陽4 太極 (4-4 or 4-5?) is refused.</source>
        <translation>新しいメルドの種類（組・順・相順）が定まること。札の印刷から：印刷されたランクとスートで種類がわかる必要があり、木5 太極 空無木 は出せません。2種類に読めるものだけ禁止：これは順になり、陰陽4 太極（4-4か4-5か）のようなものだけを禁止します。</translation>
    </message>
    <message>
        <source>太極 may stand for the 陰陽 card of a 6-card set</source>
        <translation>6枚組で太極が陰陽札の代わりになれる</translation>
    </message>
    <message>
        <source>太極 stands for a missing element suit in a 組; on, it may also take the 陰陽 place, so five element cards and 太極 make a 6-card 組.</source>
        <translation>太極は組で足りない五行スートの代わりになります。オンにすると陰陽の位置も埋められ、五行札5枚と太極で6枚の組になります。</translation>
    </message>
    <message>
        <source>太極 on position Z of a 陰陽 run is natural (ZAT)</source>
        <translation>陰陽順のZの位置の太極はZAT扱い（ワイルドではない）</translation>
    </message>
    <message>
        <source>In a run of 陰陽 cards, a 太極 on position Z (between 12 and 1) is a natural card, not a wild: 差し札 cannot take it and it scores in the meld bonus.</source>
        <translation>陰陽札の順で、Zの位置（12と1の間）の太極をワイルドではなく自然札として扱います。差し札で取られず、出来役点にも数えます。</translation>
    </message>
    <message>
        <source>差し札 may put a wild in another wild&apos;s place</source>
        <translation>差し札でワイルドカードを別のワイルドカードと入れ替えられる</translation>
    </message>
    <message>
        <source>差し札 plays a card from hand into a wild&apos;s place in a meld and takes the wild. On: the card played may be a wild too (陰陽7 for a 太極). Off: it must be the natural card of that place.</source>
        <translation>差し札は手札の札をメルド中のワイルドの位置に出し、そのワイルドを取る操作です。オン：出す札もワイルドでよい（太極の代わりに陰陽7など）。オフ：その位置の自然札に限ります。</translation>
    </message>
    <message>
        <source>Own melds only</source>
        <translation>自メルドのみ</translation>
    </message>
    <message>
        <source>Any meld</source>
        <translation>すべてのメルド</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>A lay-off may change a meld&apos;s type</source>
        <translation>付け札でメルドの種類を変えられる</translation>
    </message>
    <message>
        <source>A lay-off (付け札) that turns a meld into another type, such as 水1 laid on a 空無組 to make a 相順: on your own melds only, on anyone&apos;s, or never.</source>
        <translation>メルドの種類を変える付け札（空無組に水1を付けて相順にするなど）を、自分のメルドにだけ・誰のメルドにも認めるか、認めないか。</translation>
    </message>
    <message>
        <source>Neutral: no 相順 until a 陰陽 card is discarded</source>
        <translation>中立：陰陽札が捨てられるまで相順なし</translation>
    </message>
    <message>
        <source>陽場 (相生 active)</source>
        <translation>陽場（相生が有効）</translation>
    </message>
    <message>
        <source>陰場 (相克 active)</source>
        <translation>陰場（相克が有効）</translation>
    </message>
    <message>
        <source>Field phase at the start of a round</source>
        <translation>ラウンド開始時の場の相状態</translation>
    </message>
    <message>
        <source>相生 cycle runs are melded or touched only in a 陽場, 相克 ones only in a 陰場; discarding an odd 陰陽 card makes the field 陽場, an even one 陰場. This is the phase when a round begins.</source>
        <translation>相生の相順は陽場でのみ、相克の相順は陰場でのみ出したり操作したりできます。奇数の陰陽札が捨てられると陽場、偶数なら陰場になります。これはラウンド開始時の状態です。</translation>
    </message>
    <message>
        <source>A normal turn may take the discard instead of drawing</source>
        <translation>通常手番で山札の代わりに捨て札を取れる</translation>
    </message>
    <message>
        <source>Off: the discard is taken only by a call (鳴き).</source>
        <translation>オフ：捨て札は鳴きでのみ取得できます。</translation>
    </message>
    <message>
        <source>A call may begin with a lay-off of the called card</source>
        <translation>鳴きで取った札を最初に付け札してもよい</translation>
    </message>
    <message>
        <source>A call (鳴き) takes the discard and must first make a new meld with it. On: a player who already has a meld on the table may instead begin by laying the called card off.</source>
        <translation>鳴きでは捨て札を取り、まずそれを含む新しいメルドを出さなければなりません。オン：すでに自分のメルドを公開している人は、代わりに取った札を付け札することから始めてもよい。</translation>
    </message>
    <message>
        <source>A card of a meld retrieved this turn may be discarded</source>
        <translation>この手番に回収した札を捨ててもよい</translation>
    </message>
    <message>
        <source>Cards of a meld taken back (メルドの回収) cannot be melded or laid off again that turn. On: one may still be the turn&apos;s discard. Off: only when the hand holds nothing else.</source>
        <translation>回収したメルドの札は、その手番にはメルドにも付け札にも使えません。オン：その札を手番の捨て札にはできます。オフ：手札がそれらの札だけのときに限り捨てられます。</translation>
    </message>
    <message>
        <source>For the rest of the round</source>
        <translation>ラウンド終了まで</translation>
    </message>
    <message>
        <source>For the next turn only</source>
        <translation>次の手番だけ</translation>
    </message>
    <message>
        <source>A retrieved meld may not be melded again in the same form</source>
        <translation>回収したメルドを同じ状態で出すことの禁止</translation>
    </message>
    <message>
        <source>After taking a meld back you may not meld it again in exactly the same state (same cards, same use of wilds): for the rest of the round, or on your next turn only.</source>
        <translation>回収したメルドをまったく同じ状態（同じ札、同じワイルドの使い方）で出し直すことを、ラウンド終了まで、または次の手番だけ禁止します。</translation>
    </message>
    <message>
        <source>Void round</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Reshuffle the discards once (the top one stays)</source>
        <translation>捨て札を1度だけ切り直す（一番上の札は残す）</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>山札がなくなったとき</translation>
    </message>
    <message>
        <source>Void round: a player who must draw from an empty stock ends the round without a winner; nobody pays penalties, the meld bonus is settled without doubling. Reshuffle once: the first time, the discards but the top one become a new stock.</source>
        <translation>流局：山札がないのに引く番になると勝者なしでラウンド終了。罰点の支払いはなく、出来役点は倍にせず精算します。1度だけ切り直す：最初の1回は、一番上を除く捨て札を切って新しい山札にします。</translation>
    </message>
    <message>
        <source>Penalty payment (罰点支払い方式)</source>
        <translation>罰点支払い方式</translation>
    </message>
    <message>
        <source>Meld-bonus collection (出来役加点の収集方式)</source>
        <translation>出来役加点の収集方式</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>両方</translation>
    </message>
    <message>
        <source>Scoring method</source>
        <translation>得点方式</translation>
    </message>
    <message>
        <source>Penalty: the others pay the winner for the cards left in hand (element 1, 陰陽 3, 空無 5, 太極 7). Meld bonus: each player scores the natural cards of the melds they own. Both: the penalties, then the meld bonus.</source>
        <translation>罰点支払い：他の人が手札に残った札の点（五行1・陰陽3・空無5・太極7）を勝者に支払う。出来役加点：各自が自分のメルドの自然札で得点する。両方：罰点のあとで出来役点を精算。</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>全員</translation>
    </message>
    <message>
        <source>The winner only</source>
        <translation>勝者のみ</translation>
    </message>
    <message>
        <source>Who collects the meld bonus</source>
        <translation>出来役点を受け取る人</translation>
    </message>
    <message>
        <source>Under meld-bonus scoring: every player receives their melds&apos; score from each other player, or only the winner does.</source>
        <translation>出来役加点方式で、全員が自分のメルドの点を他の各人から受け取るか、勝者だけが受け取るか。</translation>
    </message>
    <message>
        <source>Multiplier for going out at once (一度に上がり)</source>
        <translation>一度に上がりの倍率</translation>
    </message>
    <message>
        <source>Going out at once (一度に上がり) is emptying the hand in one turn with no meld of your own on the table; the penalties paid and the winner&apos;s meld bonus are multiplied by this.</source>
        <translation>一度に上がりは、自分のメルドを公開していない状態から1手番で手札をなくす上がりです。罰点の支払いと勝者の出来役点をこの倍率にします。</translation>
    </message>
    <message>
        <source>No own meld on the table when the turn began</source>
        <translation>手番開始時に自メルドが公開されていない</translation>
    </message>
    <message>
        <source>Never melded this round</source>
        <translation>このラウンドで一度もメルドしていない</translation>
    </message>
    <message>
        <source>Going out at once means</source>
        <translation>一度に上がりの条件</translation>
    </message>
    <message>
        <source>No own meld when the turn began: a player who took every meld back earlier still goes out at once. Never melded: only a player who made no meld all round.</source>
        <translation>手番開始時に自メルドがない：以前にメルドを全部回収した人も一度に上がりになります。一度もメルドしていない：そのラウンドで一度もメルドを出していない人だけ。</translation>
    </message>
    <message>
        <source>One round per player</source>
        <translation>人数分のラウンド</translation>
    </message>
    <message>
        <source>Rounds per match</source>
        <translation>1対戦のラウンド数</translation>
    </message>
    <message>
        <source>How many rounds the match lasts; the scores add up and the highest total wins. By default each player deals once.</source>
        <translation>対戦のラウンド数。得点を累計し、合計が最も高い人の勝ちです。既定では全員が1回ずつ配り手になります。</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>House Rules</source>
        <translation>ハウスルール</translation>
    </message>
</context>
</TS>
