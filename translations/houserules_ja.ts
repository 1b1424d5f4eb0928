<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>GameController</name>
    <message>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <source>{name}'s turn.</source>
        <translation>{name} の番です。</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} が考えています…</translation>
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
    <message>
        <source>Autosave failed: {error}</source>
        <translation>自動保存に失敗しました: {error}</translation>
    </message>
    <message>
        <source>Saving failed: {error}</source>
        <translation>保存に失敗しました: {error}</translation>
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
        <source>Animation &amp;speed</source>
        <translation>アニメーション速度(&amp;S)</translation>
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
        <source>The autosave cannot be used: {reason}</source>
        <translation>自動保存データを使えません: {reason}</translation>
    </message>
    <message>
        <source>Continue {game} with {names} ({n} moves played)</source>
        <translation>{game} の続き（{names}、{n} 手まで）</translation>
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
        <source>About House Rules</source>
        <translation>ハウスルールについて</translation>
    </message>
    <message>
        <source>House Rules: Japanese house-rule games to play offline against friends or AI.</source>
        <translation>ハウスルール: 日本のハウスルールのゲームを、オフラインで友だちや AI と遊べます。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Easy</source>
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
        <source>Review this game</source>
        <translation>この対局を振り返る</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review: {game}</source>
        <translation>振り返り: {game}</translation>
    </message>
    <message>
        <source>{game} · rules {fp} · {n} moves · seed {seed}</source>
        <translation>{game} · ルール {fp} · {n} 手 · シード {seed}</translation>
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
        <source>Move {i} / {n}</source>
        <translation>{i} / {n} 手</translation>
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
        <source>{game}
Rules {fp}</source>
        <translation>{game}
ルール {fp}</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 枚</translation>
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
</context>
<context>
    <name>cards</name>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
</context>
<context>
    <name>daifugo</name>
    <message>
        <source>{card} is not a card.</source>
        <translation>{card} はカードではありません。</translation>
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
        <source>{card} is not in your hand.</source>
        <translation>{card} は手札にありません。</translation>
    </message>
    <message>
        <source>Choose at least one card to play.</source>
        <translation>出すカードを1枚以上選んでください。</translation>
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
        <source>Your cards must be stronger than the field (3 &lt; … &lt; K &lt; A &lt; 2 &lt; Joker).</source>
        <translation>場札より強いカードを出してください（3 &lt; … &lt; K &lt; A &lt; 2 &lt; ジョーカー）。</translation>
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
        <translation>ゲームは終了しています。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>今はその手は出せません。</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Rule-Addition Daifugō (ルール追加大富豪)</source>
        <translation>ルール追加大富豪</translation>
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
        <source>{name} cannot act and is eliminated (脱落).</source>
        <translation>{name} は行動できないので脱落です。</translation>
    </message>
    <message>
        <source>You cannot act and are eliminated (脱落).</source>
        <translation>あなたは行動できないので脱落です。</translation>
    </message>
    <message>
        <source>Game over: {order}.</source>
        <translation>ゲーム終了: {order}。</translation>
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
        <source>Speed (速度)</source>
        <translation>速度</translation>
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
        <source>倍速 (2×), the seed's recommendation</source>
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
        <source>Field '{field}' is missing.</source>
        <translation>項目「{field}」がありません。</translation>
    </message>
    <message>
        <source>Field '{field}' has the wrong type.</source>
        <translation>項目「{field}」の型が正しくありません。</translation>
    </message>
    <message>
        <source>Field '{field}' is out of range.</source>
        <translation>項目「{field}」が範囲外です。</translation>
    </message>
    <message>
        <source>The save refers to an unknown game '{game}'.</source>
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
</context>
</TS>