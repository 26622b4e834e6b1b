package isolang.dsl.ide.contentassist.antlr.internal;

// Hack: Use our own Lexer superclass by means of import. 
// Currently there is no other way to specify the superclass for the lexer.
import org.eclipse.xtext.ide.editor.contentassist.antlr.internal.Lexer;


import org.antlr.runtime.*;
import java.util.Stack;
import java.util.List;
import java.util.ArrayList;

@SuppressWarnings("all")
public class InternalIsolangLexer extends Lexer {
    public static final int T__50=50;
    public static final int T__59=59;
    public static final int T__55=55;
    public static final int T__56=56;
    public static final int T__57=57;
    public static final int T__58=58;
    public static final int T__51=51;
    public static final int T__52=52;
    public static final int T__53=53;
    public static final int T__54=54;
    public static final int T__60=60;
    public static final int T__61=61;
    public static final int RULE_ID=5;
    public static final int RULE_INT=4;
    public static final int T__66=66;
    public static final int RULE_ML_COMMENT=8;
    public static final int T__67=67;
    public static final int T__68=68;
    public static final int T__69=69;
    public static final int T__62=62;
    public static final int T__63=63;
    public static final int T__64=64;
    public static final int T__65=65;
    public static final int T__37=37;
    public static final int T__38=38;
    public static final int T__39=39;
    public static final int T__33=33;
    public static final int T__34=34;
    public static final int T__35=35;
    public static final int T__36=36;
    public static final int T__30=30;
    public static final int T__31=31;
    public static final int T__32=32;
    public static final int T__48=48;
    public static final int T__49=49;
    public static final int T__44=44;
    public static final int T__45=45;
    public static final int T__46=46;
    public static final int T__47=47;
    public static final int T__40=40;
    public static final int T__41=41;
    public static final int T__42=42;
    public static final int T__43=43;
    public static final int T__91=91;
    public static final int T__100=100;
    public static final int T__92=92;
    public static final int T__93=93;
    public static final int T__94=94;
    public static final int T__90=90;
    public static final int T__19=19;
    public static final int T__15=15;
    public static final int T__16=16;
    public static final int T__17=17;
    public static final int T__18=18;
    public static final int T__11=11;
    public static final int T__99=99;
    public static final int T__12=12;
    public static final int T__13=13;
    public static final int T__14=14;
    public static final int T__95=95;
    public static final int T__96=96;
    public static final int T__97=97;
    public static final int T__98=98;
    public static final int T__26=26;
    public static final int T__27=27;
    public static final int T__28=28;
    public static final int T__29=29;
    public static final int T__22=22;
    public static final int T__23=23;
    public static final int T__24=24;
    public static final int T__25=25;
    public static final int T__20=20;
    public static final int T__21=21;
    public static final int T__70=70;
    public static final int T__71=71;
    public static final int T__72=72;
    public static final int RULE_STRING=6;
    public static final int RULE_SL_COMMENT=7;
    public static final int T__77=77;
    public static final int T__78=78;
    public static final int T__79=79;
    public static final int T__73=73;
    public static final int EOF=-1;
    public static final int T__74=74;
    public static final int T__75=75;
    public static final int T__76=76;
    public static final int T__80=80;
    public static final int T__81=81;
    public static final int T__82=82;
    public static final int T__83=83;
    public static final int RULE_WS=9;
    public static final int RULE_ANY_OTHER=10;
    public static final int T__88=88;
    public static final int T__89=89;
    public static final int T__84=84;
    public static final int T__85=85;
    public static final int T__86=86;
    public static final int T__87=87;

    // delegates
    // delegators

    public InternalIsolangLexer() {;} 
    public InternalIsolangLexer(CharStream input) {
        this(input, new RecognizerSharedState());
    }
    public InternalIsolangLexer(CharStream input, RecognizerSharedState state) {
        super(input,state);

    }
    public String getGrammarFileName() { return "InternalIsolang.g"; }

    // $ANTLR start "T__11"
    public final void mT__11() throws RecognitionException {
        try {
            int _type = T__11;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:11:7: ( 'iff' )
            // InternalIsolang.g:11:9: 'iff'
            {
            match("iff"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__11"

    // $ANTLR start "T__12"
    public final void mT__12() throws RecognitionException {
        try {
            int _type = T__12;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:12:7: ( '<=>' )
            // InternalIsolang.g:12:9: '<=>'
            {
            match("<=>"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__12"

    // $ANTLR start "T__13"
    public final void mT__13() throws RecognitionException {
        try {
            int _type = T__13;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:13:7: ( 'implies' )
            // InternalIsolang.g:13:9: 'implies'
            {
            match("implies"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__13"

    // $ANTLR start "T__14"
    public final void mT__14() throws RecognitionException {
        try {
            int _type = T__14;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:14:7: ( '=>' )
            // InternalIsolang.g:14:9: '=>'
            {
            match("=>"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__14"

    // $ANTLR start "T__15"
    public final void mT__15() throws RecognitionException {
        try {
            int _type = T__15;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:15:7: ( 'or' )
            // InternalIsolang.g:15:9: 'or'
            {
            match("or"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__15"

    // $ANTLR start "T__16"
    public final void mT__16() throws RecognitionException {
        try {
            int _type = T__16;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:16:7: ( '||' )
            // InternalIsolang.g:16:9: '||'
            {
            match("||"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__16"

    // $ANTLR start "T__17"
    public final void mT__17() throws RecognitionException {
        try {
            int _type = T__17;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:17:7: ( 'and' )
            // InternalIsolang.g:17:9: 'and'
            {
            match("and"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__17"

    // $ANTLR start "T__18"
    public final void mT__18() throws RecognitionException {
        try {
            int _type = T__18;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:18:7: ( '&&' )
            // InternalIsolang.g:18:9: '&&'
            {
            match("&&"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__18"

    // $ANTLR start "T__19"
    public final void mT__19() throws RecognitionException {
        try {
            int _type = T__19;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:19:7: ( 'not' )
            // InternalIsolang.g:19:9: 'not'
            {
            match("not"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__19"

    // $ANTLR start "T__20"
    public final void mT__20() throws RecognitionException {
        try {
            int _type = T__20;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:20:7: ( '!' )
            // InternalIsolang.g:20:9: '!'
            {
            match('!'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__20"

    // $ANTLR start "T__21"
    public final void mT__21() throws RecognitionException {
        try {
            int _type = T__21;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:21:7: ( 'in' )
            // InternalIsolang.g:21:9: 'in'
            {
            match("in"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__21"

    // $ANTLR start "T__22"
    public final void mT__22() throws RecognitionException {
        try {
            int _type = T__22;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:22:7: ( '=' )
            // InternalIsolang.g:22:9: '='
            {
            match('='); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__22"

    // $ANTLR start "T__23"
    public final void mT__23() throws RecognitionException {
        try {
            int _type = T__23;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:23:7: ( '!=' )
            // InternalIsolang.g:23:9: '!='
            {
            match("!="); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__23"

    // $ANTLR start "T__24"
    public final void mT__24() throws RecognitionException {
        try {
            int _type = T__24;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:24:7: ( '+' )
            // InternalIsolang.g:24:9: '+'
            {
            match('+'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__24"

    // $ANTLR start "T__25"
    public final void mT__25() throws RecognitionException {
        try {
            int _type = T__25;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:25:7: ( '-' )
            // InternalIsolang.g:25:9: '-'
            {
            match('-'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__25"

    // $ANTLR start "T__26"
    public final void mT__26() throws RecognitionException {
        try {
            int _type = T__26;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:26:7: ( '<' )
            // InternalIsolang.g:26:9: '<'
            {
            match('<'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__26"

    // $ANTLR start "T__27"
    public final void mT__27() throws RecognitionException {
        try {
            int _type = T__27;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:27:7: ( 'ops' )
            // InternalIsolang.g:27:9: 'ops'
            {
            match("ops"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__27"

    // $ANTLR start "T__28"
    public final void mT__28() throws RecognitionException {
        try {
            int _type = T__28;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:28:7: ( 'Txn' )
            // InternalIsolang.g:28:9: 'Txn'
            {
            match("Txn"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__28"

    // $ANTLR start "T__29"
    public final void mT__29() throws RecognitionException {
        try {
            int _type = T__29;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:29:7: ( 'Obj' )
            // InternalIsolang.g:29:9: 'Obj'
            {
            match("Obj"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__29"

    // $ANTLR start "T__30"
    public final void mT__30() throws RecognitionException {
        try {
            int _type = T__30;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:30:7: ( 'Val' )
            // InternalIsolang.g:30:9: 'Val'
            {
            match("Val"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__30"

    // $ANTLR start "T__31"
    public final void mT__31() throws RecognitionException {
        try {
            int _type = T__31;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:31:7: ( 'Op' )
            // InternalIsolang.g:31:9: 'Op'
            {
            match("Op"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__31"

    // $ANTLR start "T__32"
    public final void mT__32() throws RecognitionException {
        try {
            int _type = T__32;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:32:7: ( 'Step' )
            // InternalIsolang.g:32:9: 'Step'
            {
            match("Step"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__32"

    // $ANTLR start "T__33"
    public final void mT__33() throws RecognitionException {
        try {
            int _type = T__33;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:33:7: ( 'no' )
            // InternalIsolang.g:33:9: 'no'
            {
            match("no"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__33"

    // $ANTLR start "T__34"
    public final void mT__34() throws RecognitionException {
        try {
            int _type = T__34;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:34:7: ( 'some' )
            // InternalIsolang.g:34:9: 'some'
            {
            match("some"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__34"

    // $ANTLR start "T__35"
    public final void mT__35() throws RecognitionException {
        try {
            int _type = T__35;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:35:7: ( 'one' )
            // InternalIsolang.g:35:9: 'one'
            {
            match("one"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__35"

    // $ANTLR start "T__36"
    public final void mT__36() throws RecognitionException {
        try {
            int _type = T__36;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:36:7: ( 'lone' )
            // InternalIsolang.g:36:9: 'lone'
            {
            match("lone"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__36"

    // $ANTLR start "T__37"
    public final void mT__37() throws RecognitionException {
        try {
            int _type = T__37;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:37:7: ( 'all' )
            // InternalIsolang.g:37:9: 'all'
            {
            match("all"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__37"

    // $ANTLR start "T__38"
    public final void mT__38() throws RecognitionException {
        try {
            int _type = T__38;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:38:7: ( 'init' )
            // InternalIsolang.g:38:9: 'init'
            {
            match("init"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__38"

    // $ANTLR start "T__39"
    public final void mT__39() throws RecognitionException {
        try {
            int _type = T__39;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:39:7: ( 'reads' )
            // InternalIsolang.g:39:9: 'reads'
            {
            match("reads"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__39"

    // $ANTLR start "T__40"
    public final void mT__40() throws RecognitionException {
        try {
            int _type = T__40;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:40:7: ( 'writes' )
            // InternalIsolang.g:40:9: 'writes'
            {
            match("writes"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__40"

    // $ANTLR start "T__41"
    public final void mT__41() throws RecognitionException {
        try {
            int _type = T__41;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:41:7: ( 'so' )
            // InternalIsolang.g:41:9: 'so'
            {
            match("so"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__41"

    // $ANTLR start "T__42"
    public final void mT__42() throws RecognitionException {
        try {
            int _type = T__42;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:42:7: ( 'wr' )
            // InternalIsolang.g:42:9: 'wr'
            {
            match("wr"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__42"

    // $ANTLR start "T__43"
    public final void mT__43() throws RecognitionException {
        try {
            int _type = T__43;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:43:7: ( 'writers' )
            // InternalIsolang.g:43:9: 'writers'
            {
            match("writers"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__43"

    // $ANTLR start "T__44"
    public final void mT__44() throws RecognitionException {
        try {
            int _type = T__44;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:44:7: ( 'readers' )
            // InternalIsolang.g:44:9: 'readers'
            {
            match("readers"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__44"

    // $ANTLR start "T__45"
    public final void mT__45() throws RecognitionException {
        try {
            int _type = T__45;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:45:7: ( 'po' )
            // InternalIsolang.g:45:9: 'po'
            {
            match("po"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__45"

    // $ANTLR start "T__46"
    public final void mT__46() throws RecognitionException {
        try {
            int _type = T__46;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:46:7: ( 'opObj' )
            // InternalIsolang.g:46:9: 'opObj'
            {
            match("opObj"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__46"

    // $ANTLR start "T__47"
    public final void mT__47() throws RecognitionException {
        try {
            int _type = T__47;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:47:7: ( 'opVal' )
            // InternalIsolang.g:47:9: 'opVal'
            {
            match("opVal"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__47"

    // $ANTLR start "T__48"
    public final void mT__48() throws RecognitionException {
        try {
            int _type = T__48;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:48:7: ( 'ReadOp' )
            // InternalIsolang.g:48:9: 'ReadOp'
            {
            match("ReadOp"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__48"

    // $ANTLR start "T__49"
    public final void mT__49() throws RecognitionException {
        try {
            int _type = T__49;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:49:7: ( 'WriteOp' )
            // InternalIsolang.g:49:9: 'WriteOp'
            {
            match("WriteOp"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__49"

    // $ANTLR start "T__50"
    public final void mT__50() throws RecognitionException {
        try {
            int _type = T__50;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:50:7: ( 'wrOp' )
            // InternalIsolang.g:50:9: 'wrOp'
            {
            match("wrOp"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__50"

    // $ANTLR start "T__51"
    public final void mT__51() throws RecognitionException {
        try {
            int _type = T__51;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:51:7: ( 'iden' )
            // InternalIsolang.g:51:9: 'iden'
            {
            match("iden"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__51"

    // $ANTLR start "T__52"
    public final void mT__52() throws RecognitionException {
        try {
            int _type = T__52;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:52:7: ( 'none' )
            // InternalIsolang.g:52:9: 'none'
            {
            match("none"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__52"

    // $ANTLR start "T__53"
    public final void mT__53() throws RecognitionException {
        try {
            int _type = T__53;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:53:7: ( 'univ' )
            // InternalIsolang.g:53:9: 'univ'
            {
            match("univ"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__53"

    // $ANTLR start "T__54"
    public final void mT__54() throws RecognitionException {
        try {
            int _type = T__54;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:54:7: ( 'earlier' )
            // InternalIsolang.g:54:9: 'earlier'
            {
            match("earlier"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__54"

    // $ANTLR start "T__55"
    public final void mT__55() throws RecognitionException {
        try {
            int _type = T__55;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:55:7: ( 'rt' )
            // InternalIsolang.g:55:9: 'rt'
            {
            match("rt"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__55"

    // $ANTLR start "T__56"
    public final void mT__56() throws RecognitionException {
        try {
            int _type = T__56;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:56:7: ( 'equivalent' )
            // InternalIsolang.g:56:9: 'equivalent'
            {
            match("equivalent"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__56"

    // $ANTLR start "T__57"
    public final void mT__57() throws RecognitionException {
        try {
            int _type = T__57;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:57:7: ( 'holds' )
            // InternalIsolang.g:57:9: 'holds'
            {
            match("holds"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__57"

    // $ANTLR start "T__58"
    public final void mT__58() throws RecognitionException {
        try {
            int _type = T__58;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:58:7: ( 'fails' )
            // InternalIsolang.g:58:9: 'fails'
            {
            match("fails"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__58"

    // $ANTLR start "T__59"
    public final void mT__59() throws RecognitionException {
        try {
            int _type = T__59;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:59:7: ( 'distinct' )
            // InternalIsolang.g:59:9: 'distinct'
            {
            match("distinct"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__59"

    // $ANTLR start "T__60"
    public final void mT__60() throws RecognitionException {
        try {
            int _type = T__60;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:60:7: ( 'found' )
            // InternalIsolang.g:60:9: 'found'
            {
            match("found"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__60"

    // $ANTLR start "T__61"
    public final void mT__61() throws RecognitionException {
        try {
            int _type = T__61;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:61:7: ( 'yes' )
            // InternalIsolang.g:61:9: 'yes'
            {
            match("yes"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__61"

    // $ANTLR start "T__62"
    public final void mT__62() throws RecognitionException {
        try {
            int _type = T__62;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:62:7: ( 'module' )
            // InternalIsolang.g:62:9: 'module'
            {
            match("module"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__62"

    // $ANTLR start "T__63"
    public final void mT__63() throws RecognitionException {
        try {
            int _type = T__63;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:63:7: ( 'import' )
            // InternalIsolang.g:63:9: 'import'
            {
            match("import"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__63"

    // $ANTLR start "T__64"
    public final void mT__64() throws RecognitionException {
        try {
            int _type = T__64;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:64:7: ( 'framework' )
            // InternalIsolang.g:64:9: 'framework'
            {
            match("framework"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__64"

    // $ANTLR start "T__65"
    public final void mT__65() throws RecognitionException {
        try {
            int _type = T__65;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:65:7: ( '{' )
            // InternalIsolang.g:65:9: '{'
            {
            match('{'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__65"

    // $ANTLR start "T__66"
    public final void mT__66() throws RecognitionException {
        try {
            int _type = T__66;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:66:7: ( '}' )
            // InternalIsolang.g:66:9: '}'
            {
            match('}'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__66"

    // $ANTLR start "T__67"
    public final void mT__67() throws RecognitionException {
        try {
            int _type = T__67;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:67:7: ( 'witness' )
            // InternalIsolang.g:67:9: 'witness'
            {
            match("witness"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__67"

    // $ANTLR start "T__68"
    public final void mT__68() throws RecognitionException {
        try {
            int _type = T__68;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:68:7: ( ':' )
            // InternalIsolang.g:68:9: ':'
            {
            match(':'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__68"

    // $ANTLR start "T__69"
    public final void mT__69() throws RecognitionException {
        try {
            int _type = T__69;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:69:7: ( 'as' )
            // InternalIsolang.g:69:9: 'as'
            {
            match("as"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__69"

    // $ANTLR start "T__70"
    public final void mT__70() throws RecognitionException {
        try {
            int _type = T__70;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:70:7: ( 'level' )
            // InternalIsolang.g:70:9: 'level'
            {
            match("level"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__70"

    // $ANTLR start "T__71"
    public final void mT__71() throws RecognitionException {
        try {
            int _type = T__71;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:71:7: ( 'axiom' )
            // InternalIsolang.g:71:9: 'axiom'
            {
            match("axiom"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__71"

    // $ANTLR start "T__72"
    public final void mT__72() throws RecognitionException {
        try {
            int _type = T__72;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:72:7: ( 'pred' )
            // InternalIsolang.g:72:9: 'pred'
            {
            match("pred"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__72"

    // $ANTLR start "T__73"
    public final void mT__73() throws RecognitionException {
        try {
            int _type = T__73;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:73:7: ( '[' )
            // InternalIsolang.g:73:9: '['
            {
            match('['); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__73"

    // $ANTLR start "T__74"
    public final void mT__74() throws RecognitionException {
        try {
            int _type = T__74;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:74:7: ( ']' )
            // InternalIsolang.g:74:9: ']'
            {
            match(']'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__74"

    // $ANTLR start "T__75"
    public final void mT__75() throws RecognitionException {
        try {
            int _type = T__75;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:75:7: ( ',' )
            // InternalIsolang.g:75:9: ','
            {
            match(','); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__75"

    // $ANTLR start "T__76"
    public final void mT__76() throws RecognitionException {
        try {
            int _type = T__76;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:76:7: ( 'fun' )
            // InternalIsolang.g:76:9: 'fun'
            {
            match("fun"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__76"

    // $ANTLR start "T__77"
    public final void mT__77() throws RecognitionException {
        try {
            int _type = T__77;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:77:7: ( '->' )
            // InternalIsolang.g:77:9: '->'
            {
            match("->"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__77"

    // $ANTLR start "T__78"
    public final void mT__78() throws RecognitionException {
        try {
            int _type = T__78;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:78:7: ( '.' )
            // InternalIsolang.g:78:9: '.'
            {
            match('.'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__78"

    // $ANTLR start "T__79"
    public final void mT__79() throws RecognitionException {
        try {
            int _type = T__79;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:79:7: ( '~' )
            // InternalIsolang.g:79:9: '~'
            {
            match('~'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__79"

    // $ANTLR start "T__80"
    public final void mT__80() throws RecognitionException {
        try {
            int _type = T__80;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:80:7: ( '^' )
            // InternalIsolang.g:80:9: '^'
            {
            match('^'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__80"

    // $ANTLR start "T__81"
    public final void mT__81() throws RecognitionException {
        try {
            int _type = T__81;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:81:7: ( '*' )
            // InternalIsolang.g:81:9: '*'
            {
            match('*'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__81"

    // $ANTLR start "T__82"
    public final void mT__82() throws RecognitionException {
        try {
            int _type = T__82;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:82:7: ( '(' )
            // InternalIsolang.g:82:9: '('
            {
            match('('); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__82"

    // $ANTLR start "T__83"
    public final void mT__83() throws RecognitionException {
        try {
            int _type = T__83;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:83:7: ( ')' )
            // InternalIsolang.g:83:9: ')'
            {
            match(')'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__83"

    // $ANTLR start "T__84"
    public final void mT__84() throws RecognitionException {
        try {
            int _type = T__84;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:84:7: ( '|' )
            // InternalIsolang.g:84:9: '|'
            {
            match('|'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__84"

    // $ANTLR start "T__85"
    public final void mT__85() throws RecognitionException {
        try {
            int _type = T__85;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:85:7: ( 'let' )
            // InternalIsolang.g:85:9: 'let'
            {
            match("let"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__85"

    // $ANTLR start "T__86"
    public final void mT__86() throws RecognitionException {
        try {
            int _type = T__86;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:86:7: ( 'history' )
            // InternalIsolang.g:86:9: 'history'
            {
            match("history"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__86"

    // $ANTLR start "T__87"
    public final void mT__87() throws RecognitionException {
        try {
            int _type = T__87;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:87:7: ( 'session' )
            // InternalIsolang.g:87:9: 'session'
            {
            match("session"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__87"

    // $ANTLR start "T__88"
    public final void mT__88() throws RecognitionException {
        try {
            int _type = T__88;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:88:7: ( 'check' )
            // InternalIsolang.g:88:9: 'check'
            {
            match("check"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__88"

    // $ANTLR start "T__89"
    public final void mT__89() throws RecognitionException {
        try {
            int _type = T__89;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:89:7: ( 'allowed' )
            // InternalIsolang.g:89:9: 'allowed'
            {
            match("allowed"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__89"

    // $ANTLR start "T__90"
    public final void mT__90() throws RecognitionException {
        try {
            int _type = T__90;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:90:7: ( 'by' )
            // InternalIsolang.g:90:9: 'by'
            {
            match("by"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__90"

    // $ANTLR start "T__91"
    public final void mT__91() throws RecognitionException {
        try {
            int _type = T__91;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:91:7: ( 'synthesize' )
            // InternalIsolang.g:91:9: 'synthesize'
            {
            match("synthesize"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__91"

    // $ANTLR start "T__92"
    public final void mT__92() throws RecognitionException {
        try {
            int _type = T__92;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:92:7: ( 'predict' )
            // InternalIsolang.g:92:9: 'predict'
            {
            match("predict"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__92"

    // $ANTLR start "T__93"
    public final void mT__93() throws RecognitionException {
        try {
            int _type = T__93;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:93:7: ( 'under' )
            // InternalIsolang.g:93:9: 'under'
            {
            match("under"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__93"

    // $ANTLR start "T__94"
    public final void mT__94() throws RecognitionException {
        try {
            int _type = T__94;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:94:7: ( 'boundary' )
            // InternalIsolang.g:94:9: 'boundary'
            {
            match("boundary"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__94"

    // $ANTLR start "T__95"
    public final void mT__95() throws RecognitionException {
        try {
            int _type = T__95;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:95:7: ( 'mode' )
            // InternalIsolang.g:95:9: 'mode'
            {
            match("mode"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__95"

    // $ANTLR start "T__96"
    public final void mT__96() throws RecognitionException {
        try {
            int _type = T__96;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:96:7: ( 'lattice' )
            // InternalIsolang.g:96:9: 'lattice'
            {
            match("lattice"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__96"

    // $ANTLR start "T__97"
    public final void mT__97() throws RecognitionException {
        try {
            int _type = T__97;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:97:7: ( 'expect' )
            // InternalIsolang.g:97:9: 'expect'
            {
            match("expect"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__97"

    // $ANTLR start "T__98"
    public final void mT__98() throws RecognitionException {
        try {
            int _type = T__98;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:98:7: ( 'for' )
            // InternalIsolang.g:98:9: 'for'
            {
            match("for"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__98"

    // $ANTLR start "T__99"
    public final void mT__99() throws RecognitionException {
        try {
            int _type = T__99;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:99:7: ( '&' )
            // InternalIsolang.g:99:9: '&'
            {
            match('&'); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__99"

    // $ANTLR start "T__100"
    public final void mT__100() throws RecognitionException {
        try {
            int _type = T__100;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:100:8: ( 'disj' )
            // InternalIsolang.g:100:10: 'disj'
            {
            match("disj"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "T__100"

    // $ANTLR start "RULE_SL_COMMENT"
    public final void mRULE_SL_COMMENT() throws RecognitionException {
        try {
            int _type = RULE_SL_COMMENT;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:13412:17: ( '//' (~ ( ( '\\n' | '\\r' ) ) )* ( '\\r' ( '\\n' )? | '\\n' )? )
            // InternalIsolang.g:13412:19: '//' (~ ( ( '\\n' | '\\r' ) ) )* ( '\\r' ( '\\n' )? | '\\n' )?
            {
            match("//"); 

            // InternalIsolang.g:13412:24: (~ ( ( '\\n' | '\\r' ) ) )*
            loop1:
            do {
                int alt1=2;
                int LA1_0 = input.LA(1);

                if ( ((LA1_0>='\u0000' && LA1_0<='\t')||(LA1_0>='\u000B' && LA1_0<='\f')||(LA1_0>='\u000E' && LA1_0<='\uFFFF')) ) {
                    alt1=1;
                }


                switch (alt1) {
            	case 1 :
            	    // InternalIsolang.g:13412:24: ~ ( ( '\\n' | '\\r' ) )
            	    {
            	    if ( (input.LA(1)>='\u0000' && input.LA(1)<='\t')||(input.LA(1)>='\u000B' && input.LA(1)<='\f')||(input.LA(1)>='\u000E' && input.LA(1)<='\uFFFF') ) {
            	        input.consume();

            	    }
            	    else {
            	        MismatchedSetException mse = new MismatchedSetException(null,input);
            	        recover(mse);
            	        throw mse;}


            	    }
            	    break;

            	default :
            	    break loop1;
                }
            } while (true);

            // InternalIsolang.g:13412:40: ( '\\r' ( '\\n' )? | '\\n' )?
            int alt3=3;
            int LA3_0 = input.LA(1);

            if ( (LA3_0=='\r') ) {
                alt3=1;
            }
            else if ( (LA3_0=='\n') ) {
                alt3=2;
            }
            switch (alt3) {
                case 1 :
                    // InternalIsolang.g:13412:41: '\\r' ( '\\n' )?
                    {
                    match('\r'); 
                    // InternalIsolang.g:13412:46: ( '\\n' )?
                    int alt2=2;
                    int LA2_0 = input.LA(1);

                    if ( (LA2_0=='\n') ) {
                        alt2=1;
                    }
                    switch (alt2) {
                        case 1 :
                            // InternalIsolang.g:13412:46: '\\n'
                            {
                            match('\n'); 

                            }
                            break;

                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:13412:52: '\\n'
                    {
                    match('\n'); 

                    }
                    break;

            }


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_SL_COMMENT"

    // $ANTLR start "RULE_ID"
    public final void mRULE_ID() throws RecognitionException {
        try {
            int _type = RULE_ID;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:13414:9: ( ( 'a' .. 'z' | 'A' .. 'Z' | '_' ) ( 'a' .. 'z' | 'A' .. 'Z' | '_' | '0' .. '9' )* )
            // InternalIsolang.g:13414:11: ( 'a' .. 'z' | 'A' .. 'Z' | '_' ) ( 'a' .. 'z' | 'A' .. 'Z' | '_' | '0' .. '9' )*
            {
            if ( (input.LA(1)>='A' && input.LA(1)<='Z')||input.LA(1)=='_'||(input.LA(1)>='a' && input.LA(1)<='z') ) {
                input.consume();

            }
            else {
                MismatchedSetException mse = new MismatchedSetException(null,input);
                recover(mse);
                throw mse;}

            // InternalIsolang.g:13414:35: ( 'a' .. 'z' | 'A' .. 'Z' | '_' | '0' .. '9' )*
            loop4:
            do {
                int alt4=2;
                int LA4_0 = input.LA(1);

                if ( ((LA4_0>='0' && LA4_0<='9')||(LA4_0>='A' && LA4_0<='Z')||LA4_0=='_'||(LA4_0>='a' && LA4_0<='z')) ) {
                    alt4=1;
                }


                switch (alt4) {
            	case 1 :
            	    // InternalIsolang.g:
            	    {
            	    if ( (input.LA(1)>='0' && input.LA(1)<='9')||(input.LA(1)>='A' && input.LA(1)<='Z')||input.LA(1)=='_'||(input.LA(1)>='a' && input.LA(1)<='z') ) {
            	        input.consume();

            	    }
            	    else {
            	        MismatchedSetException mse = new MismatchedSetException(null,input);
            	        recover(mse);
            	        throw mse;}


            	    }
            	    break;

            	default :
            	    break loop4;
                }
            } while (true);


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_ID"

    // $ANTLR start "RULE_INT"
    public final void mRULE_INT() throws RecognitionException {
        try {
            int _type = RULE_INT;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:13416:10: ( ( '0' .. '9' )+ )
            // InternalIsolang.g:13416:12: ( '0' .. '9' )+
            {
            // InternalIsolang.g:13416:12: ( '0' .. '9' )+
            int cnt5=0;
            loop5:
            do {
                int alt5=2;
                int LA5_0 = input.LA(1);

                if ( ((LA5_0>='0' && LA5_0<='9')) ) {
                    alt5=1;
                }


                switch (alt5) {
            	case 1 :
            	    // InternalIsolang.g:13416:13: '0' .. '9'
            	    {
            	    matchRange('0','9'); 

            	    }
            	    break;

            	default :
            	    if ( cnt5 >= 1 ) break loop5;
                        EarlyExitException eee =
                            new EarlyExitException(5, input);
                        throw eee;
                }
                cnt5++;
            } while (true);


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_INT"

    // $ANTLR start "RULE_STRING"
    public final void mRULE_STRING() throws RecognitionException {
        try {
            int _type = RULE_STRING;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:13418:13: ( ( '\"' ( '\\\\' . | ~ ( ( '\\\\' | '\"' ) ) )* '\"' | '\\'' ( '\\\\' . | ~ ( ( '\\\\' | '\\'' ) ) )* '\\'' ) )
            // InternalIsolang.g:13418:15: ( '\"' ( '\\\\' . | ~ ( ( '\\\\' | '\"' ) ) )* '\"' | '\\'' ( '\\\\' . | ~ ( ( '\\\\' | '\\'' ) ) )* '\\'' )
            {
            // InternalIsolang.g:13418:15: ( '\"' ( '\\\\' . | ~ ( ( '\\\\' | '\"' ) ) )* '\"' | '\\'' ( '\\\\' . | ~ ( ( '\\\\' | '\\'' ) ) )* '\\'' )
            int alt8=2;
            int LA8_0 = input.LA(1);

            if ( (LA8_0=='\"') ) {
                alt8=1;
            }
            else if ( (LA8_0=='\'') ) {
                alt8=2;
            }
            else {
                NoViableAltException nvae =
                    new NoViableAltException("", 8, 0, input);

                throw nvae;
            }
            switch (alt8) {
                case 1 :
                    // InternalIsolang.g:13418:16: '\"' ( '\\\\' . | ~ ( ( '\\\\' | '\"' ) ) )* '\"'
                    {
                    match('\"'); 
                    // InternalIsolang.g:13418:20: ( '\\\\' . | ~ ( ( '\\\\' | '\"' ) ) )*
                    loop6:
                    do {
                        int alt6=3;
                        int LA6_0 = input.LA(1);

                        if ( (LA6_0=='\\') ) {
                            alt6=1;
                        }
                        else if ( ((LA6_0>='\u0000' && LA6_0<='!')||(LA6_0>='#' && LA6_0<='[')||(LA6_0>=']' && LA6_0<='\uFFFF')) ) {
                            alt6=2;
                        }


                        switch (alt6) {
                    	case 1 :
                    	    // InternalIsolang.g:13418:21: '\\\\' .
                    	    {
                    	    match('\\'); 
                    	    matchAny(); 

                    	    }
                    	    break;
                    	case 2 :
                    	    // InternalIsolang.g:13418:28: ~ ( ( '\\\\' | '\"' ) )
                    	    {
                    	    if ( (input.LA(1)>='\u0000' && input.LA(1)<='!')||(input.LA(1)>='#' && input.LA(1)<='[')||(input.LA(1)>=']' && input.LA(1)<='\uFFFF') ) {
                    	        input.consume();

                    	    }
                    	    else {
                    	        MismatchedSetException mse = new MismatchedSetException(null,input);
                    	        recover(mse);
                    	        throw mse;}


                    	    }
                    	    break;

                    	default :
                    	    break loop6;
                        }
                    } while (true);

                    match('\"'); 

                    }
                    break;
                case 2 :
                    // InternalIsolang.g:13418:48: '\\'' ( '\\\\' . | ~ ( ( '\\\\' | '\\'' ) ) )* '\\''
                    {
                    match('\''); 
                    // InternalIsolang.g:13418:53: ( '\\\\' . | ~ ( ( '\\\\' | '\\'' ) ) )*
                    loop7:
                    do {
                        int alt7=3;
                        int LA7_0 = input.LA(1);

                        if ( (LA7_0=='\\') ) {
                            alt7=1;
                        }
                        else if ( ((LA7_0>='\u0000' && LA7_0<='&')||(LA7_0>='(' && LA7_0<='[')||(LA7_0>=']' && LA7_0<='\uFFFF')) ) {
                            alt7=2;
                        }


                        switch (alt7) {
                    	case 1 :
                    	    // InternalIsolang.g:13418:54: '\\\\' .
                    	    {
                    	    match('\\'); 
                    	    matchAny(); 

                    	    }
                    	    break;
                    	case 2 :
                    	    // InternalIsolang.g:13418:61: ~ ( ( '\\\\' | '\\'' ) )
                    	    {
                    	    if ( (input.LA(1)>='\u0000' && input.LA(1)<='&')||(input.LA(1)>='(' && input.LA(1)<='[')||(input.LA(1)>=']' && input.LA(1)<='\uFFFF') ) {
                    	        input.consume();

                    	    }
                    	    else {
                    	        MismatchedSetException mse = new MismatchedSetException(null,input);
                    	        recover(mse);
                    	        throw mse;}


                    	    }
                    	    break;

                    	default :
                    	    break loop7;
                        }
                    } while (true);

                    match('\''); 

                    }
                    break;

            }


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_STRING"

    // $ANTLR start "RULE_ML_COMMENT"
    public final void mRULE_ML_COMMENT() throws RecognitionException {
        try {
            int _type = RULE_ML_COMMENT;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:13420:17: ( '/*' ( options {greedy=false; } : . )* '*/' )
            // InternalIsolang.g:13420:19: '/*' ( options {greedy=false; } : . )* '*/'
            {
            match("/*"); 

            // InternalIsolang.g:13420:24: ( options {greedy=false; } : . )*
            loop9:
            do {
                int alt9=2;
                int LA9_0 = input.LA(1);

                if ( (LA9_0=='*') ) {
                    int LA9_1 = input.LA(2);

                    if ( (LA9_1=='/') ) {
                        alt9=2;
                    }
                    else if ( ((LA9_1>='\u0000' && LA9_1<='.')||(LA9_1>='0' && LA9_1<='\uFFFF')) ) {
                        alt9=1;
                    }


                }
                else if ( ((LA9_0>='\u0000' && LA9_0<=')')||(LA9_0>='+' && LA9_0<='\uFFFF')) ) {
                    alt9=1;
                }


                switch (alt9) {
            	case 1 :
            	    // InternalIsolang.g:13420:52: .
            	    {
            	    matchAny(); 

            	    }
            	    break;

            	default :
            	    break loop9;
                }
            } while (true);

            match("*/"); 


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_ML_COMMENT"

    // $ANTLR start "RULE_WS"
    public final void mRULE_WS() throws RecognitionException {
        try {
            int _type = RULE_WS;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:13422:9: ( ( ' ' | '\\t' | '\\r' | '\\n' )+ )
            // InternalIsolang.g:13422:11: ( ' ' | '\\t' | '\\r' | '\\n' )+
            {
            // InternalIsolang.g:13422:11: ( ' ' | '\\t' | '\\r' | '\\n' )+
            int cnt10=0;
            loop10:
            do {
                int alt10=2;
                int LA10_0 = input.LA(1);

                if ( ((LA10_0>='\t' && LA10_0<='\n')||LA10_0=='\r'||LA10_0==' ') ) {
                    alt10=1;
                }


                switch (alt10) {
            	case 1 :
            	    // InternalIsolang.g:
            	    {
            	    if ( (input.LA(1)>='\t' && input.LA(1)<='\n')||input.LA(1)=='\r'||input.LA(1)==' ' ) {
            	        input.consume();

            	    }
            	    else {
            	        MismatchedSetException mse = new MismatchedSetException(null,input);
            	        recover(mse);
            	        throw mse;}


            	    }
            	    break;

            	default :
            	    if ( cnt10 >= 1 ) break loop10;
                        EarlyExitException eee =
                            new EarlyExitException(10, input);
                        throw eee;
                }
                cnt10++;
            } while (true);


            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_WS"

    // $ANTLR start "RULE_ANY_OTHER"
    public final void mRULE_ANY_OTHER() throws RecognitionException {
        try {
            int _type = RULE_ANY_OTHER;
            int _channel = DEFAULT_TOKEN_CHANNEL;
            // InternalIsolang.g:13424:16: ( . )
            // InternalIsolang.g:13424:18: .
            {
            matchAny(); 

            }

            state.type = _type;
            state.channel = _channel;
        }
        finally {
        }
    }
    // $ANTLR end "RULE_ANY_OTHER"

    public void mTokens() throws RecognitionException {
        // InternalIsolang.g:1:8: ( T__11 | T__12 | T__13 | T__14 | T__15 | T__16 | T__17 | T__18 | T__19 | T__20 | T__21 | T__22 | T__23 | T__24 | T__25 | T__26 | T__27 | T__28 | T__29 | T__30 | T__31 | T__32 | T__33 | T__34 | T__35 | T__36 | T__37 | T__38 | T__39 | T__40 | T__41 | T__42 | T__43 | T__44 | T__45 | T__46 | T__47 | T__48 | T__49 | T__50 | T__51 | T__52 | T__53 | T__54 | T__55 | T__56 | T__57 | T__58 | T__59 | T__60 | T__61 | T__62 | T__63 | T__64 | T__65 | T__66 | T__67 | T__68 | T__69 | T__70 | T__71 | T__72 | T__73 | T__74 | T__75 | T__76 | T__77 | T__78 | T__79 | T__80 | T__81 | T__82 | T__83 | T__84 | T__85 | T__86 | T__87 | T__88 | T__89 | T__90 | T__91 | T__92 | T__93 | T__94 | T__95 | T__96 | T__97 | T__98 | T__99 | T__100 | RULE_SL_COMMENT | RULE_ID | RULE_INT | RULE_STRING | RULE_ML_COMMENT | RULE_WS | RULE_ANY_OTHER )
        int alt11=97;
        alt11 = dfa11.predict(input);
        switch (alt11) {
            case 1 :
                // InternalIsolang.g:1:10: T__11
                {
                mT__11(); 

                }
                break;
            case 2 :
                // InternalIsolang.g:1:16: T__12
                {
                mT__12(); 

                }
                break;
            case 3 :
                // InternalIsolang.g:1:22: T__13
                {
                mT__13(); 

                }
                break;
            case 4 :
                // InternalIsolang.g:1:28: T__14
                {
                mT__14(); 

                }
                break;
            case 5 :
                // InternalIsolang.g:1:34: T__15
                {
                mT__15(); 

                }
                break;
            case 6 :
                // InternalIsolang.g:1:40: T__16
                {
                mT__16(); 

                }
                break;
            case 7 :
                // InternalIsolang.g:1:46: T__17
                {
                mT__17(); 

                }
                break;
            case 8 :
                // InternalIsolang.g:1:52: T__18
                {
                mT__18(); 

                }
                break;
            case 9 :
                // InternalIsolang.g:1:58: T__19
                {
                mT__19(); 

                }
                break;
            case 10 :
                // InternalIsolang.g:1:64: T__20
                {
                mT__20(); 

                }
                break;
            case 11 :
                // InternalIsolang.g:1:70: T__21
                {
                mT__21(); 

                }
                break;
            case 12 :
                // InternalIsolang.g:1:76: T__22
                {
                mT__22(); 

                }
                break;
            case 13 :
                // InternalIsolang.g:1:82: T__23
                {
                mT__23(); 

                }
                break;
            case 14 :
                // InternalIsolang.g:1:88: T__24
                {
                mT__24(); 

                }
                break;
            case 15 :
                // InternalIsolang.g:1:94: T__25
                {
                mT__25(); 

                }
                break;
            case 16 :
                // InternalIsolang.g:1:100: T__26
                {
                mT__26(); 

                }
                break;
            case 17 :
                // InternalIsolang.g:1:106: T__27
                {
                mT__27(); 

                }
                break;
            case 18 :
                // InternalIsolang.g:1:112: T__28
                {
                mT__28(); 

                }
                break;
            case 19 :
                // InternalIsolang.g:1:118: T__29
                {
                mT__29(); 

                }
                break;
            case 20 :
                // InternalIsolang.g:1:124: T__30
                {
                mT__30(); 

                }
                break;
            case 21 :
                // InternalIsolang.g:1:130: T__31
                {
                mT__31(); 

                }
                break;
            case 22 :
                // InternalIsolang.g:1:136: T__32
                {
                mT__32(); 

                }
                break;
            case 23 :
                // InternalIsolang.g:1:142: T__33
                {
                mT__33(); 

                }
                break;
            case 24 :
                // InternalIsolang.g:1:148: T__34
                {
                mT__34(); 

                }
                break;
            case 25 :
                // InternalIsolang.g:1:154: T__35
                {
                mT__35(); 

                }
                break;
            case 26 :
                // InternalIsolang.g:1:160: T__36
                {
                mT__36(); 

                }
                break;
            case 27 :
                // InternalIsolang.g:1:166: T__37
                {
                mT__37(); 

                }
                break;
            case 28 :
                // InternalIsolang.g:1:172: T__38
                {
                mT__38(); 

                }
                break;
            case 29 :
                // InternalIsolang.g:1:178: T__39
                {
                mT__39(); 

                }
                break;
            case 30 :
                // InternalIsolang.g:1:184: T__40
                {
                mT__40(); 

                }
                break;
            case 31 :
                // InternalIsolang.g:1:190: T__41
                {
                mT__41(); 

                }
                break;
            case 32 :
                // InternalIsolang.g:1:196: T__42
                {
                mT__42(); 

                }
                break;
            case 33 :
                // InternalIsolang.g:1:202: T__43
                {
                mT__43(); 

                }
                break;
            case 34 :
                // InternalIsolang.g:1:208: T__44
                {
                mT__44(); 

                }
                break;
            case 35 :
                // InternalIsolang.g:1:214: T__45
                {
                mT__45(); 

                }
                break;
            case 36 :
                // InternalIsolang.g:1:220: T__46
                {
                mT__46(); 

                }
                break;
            case 37 :
                // InternalIsolang.g:1:226: T__47
                {
                mT__47(); 

                }
                break;
            case 38 :
                // InternalIsolang.g:1:232: T__48
                {
                mT__48(); 

                }
                break;
            case 39 :
                // InternalIsolang.g:1:238: T__49
                {
                mT__49(); 

                }
                break;
            case 40 :
                // InternalIsolang.g:1:244: T__50
                {
                mT__50(); 

                }
                break;
            case 41 :
                // InternalIsolang.g:1:250: T__51
                {
                mT__51(); 

                }
                break;
            case 42 :
                // InternalIsolang.g:1:256: T__52
                {
                mT__52(); 

                }
                break;
            case 43 :
                // InternalIsolang.g:1:262: T__53
                {
                mT__53(); 

                }
                break;
            case 44 :
                // InternalIsolang.g:1:268: T__54
                {
                mT__54(); 

                }
                break;
            case 45 :
                // InternalIsolang.g:1:274: T__55
                {
                mT__55(); 

                }
                break;
            case 46 :
                // InternalIsolang.g:1:280: T__56
                {
                mT__56(); 

                }
                break;
            case 47 :
                // InternalIsolang.g:1:286: T__57
                {
                mT__57(); 

                }
                break;
            case 48 :
                // InternalIsolang.g:1:292: T__58
                {
                mT__58(); 

                }
                break;
            case 49 :
                // InternalIsolang.g:1:298: T__59
                {
                mT__59(); 

                }
                break;
            case 50 :
                // InternalIsolang.g:1:304: T__60
                {
                mT__60(); 

                }
                break;
            case 51 :
                // InternalIsolang.g:1:310: T__61
                {
                mT__61(); 

                }
                break;
            case 52 :
                // InternalIsolang.g:1:316: T__62
                {
                mT__62(); 

                }
                break;
            case 53 :
                // InternalIsolang.g:1:322: T__63
                {
                mT__63(); 

                }
                break;
            case 54 :
                // InternalIsolang.g:1:328: T__64
                {
                mT__64(); 

                }
                break;
            case 55 :
                // InternalIsolang.g:1:334: T__65
                {
                mT__65(); 

                }
                break;
            case 56 :
                // InternalIsolang.g:1:340: T__66
                {
                mT__66(); 

                }
                break;
            case 57 :
                // InternalIsolang.g:1:346: T__67
                {
                mT__67(); 

                }
                break;
            case 58 :
                // InternalIsolang.g:1:352: T__68
                {
                mT__68(); 

                }
                break;
            case 59 :
                // InternalIsolang.g:1:358: T__69
                {
                mT__69(); 

                }
                break;
            case 60 :
                // InternalIsolang.g:1:364: T__70
                {
                mT__70(); 

                }
                break;
            case 61 :
                // InternalIsolang.g:1:370: T__71
                {
                mT__71(); 

                }
                break;
            case 62 :
                // InternalIsolang.g:1:376: T__72
                {
                mT__72(); 

                }
                break;
            case 63 :
                // InternalIsolang.g:1:382: T__73
                {
                mT__73(); 

                }
                break;
            case 64 :
                // InternalIsolang.g:1:388: T__74
                {
                mT__74(); 

                }
                break;
            case 65 :
                // InternalIsolang.g:1:394: T__75
                {
                mT__75(); 

                }
                break;
            case 66 :
                // InternalIsolang.g:1:400: T__76
                {
                mT__76(); 

                }
                break;
            case 67 :
                // InternalIsolang.g:1:406: T__77
                {
                mT__77(); 

                }
                break;
            case 68 :
                // InternalIsolang.g:1:412: T__78
                {
                mT__78(); 

                }
                break;
            case 69 :
                // InternalIsolang.g:1:418: T__79
                {
                mT__79(); 

                }
                break;
            case 70 :
                // InternalIsolang.g:1:424: T__80
                {
                mT__80(); 

                }
                break;
            case 71 :
                // InternalIsolang.g:1:430: T__81
                {
                mT__81(); 

                }
                break;
            case 72 :
                // InternalIsolang.g:1:436: T__82
                {
                mT__82(); 

                }
                break;
            case 73 :
                // InternalIsolang.g:1:442: T__83
                {
                mT__83(); 

                }
                break;
            case 74 :
                // InternalIsolang.g:1:448: T__84
                {
                mT__84(); 

                }
                break;
            case 75 :
                // InternalIsolang.g:1:454: T__85
                {
                mT__85(); 

                }
                break;
            case 76 :
                // InternalIsolang.g:1:460: T__86
                {
                mT__86(); 

                }
                break;
            case 77 :
                // InternalIsolang.g:1:466: T__87
                {
                mT__87(); 

                }
                break;
            case 78 :
                // InternalIsolang.g:1:472: T__88
                {
                mT__88(); 

                }
                break;
            case 79 :
                // InternalIsolang.g:1:478: T__89
                {
                mT__89(); 

                }
                break;
            case 80 :
                // InternalIsolang.g:1:484: T__90
                {
                mT__90(); 

                }
                break;
            case 81 :
                // InternalIsolang.g:1:490: T__91
                {
                mT__91(); 

                }
                break;
            case 82 :
                // InternalIsolang.g:1:496: T__92
                {
                mT__92(); 

                }
                break;
            case 83 :
                // InternalIsolang.g:1:502: T__93
                {
                mT__93(); 

                }
                break;
            case 84 :
                // InternalIsolang.g:1:508: T__94
                {
                mT__94(); 

                }
                break;
            case 85 :
                // InternalIsolang.g:1:514: T__95
                {
                mT__95(); 

                }
                break;
            case 86 :
                // InternalIsolang.g:1:520: T__96
                {
                mT__96(); 

                }
                break;
            case 87 :
                // InternalIsolang.g:1:526: T__97
                {
                mT__97(); 

                }
                break;
            case 88 :
                // InternalIsolang.g:1:532: T__98
                {
                mT__98(); 

                }
                break;
            case 89 :
                // InternalIsolang.g:1:538: T__99
                {
                mT__99(); 

                }
                break;
            case 90 :
                // InternalIsolang.g:1:544: T__100
                {
                mT__100(); 

                }
                break;
            case 91 :
                // InternalIsolang.g:1:551: RULE_SL_COMMENT
                {
                mRULE_SL_COMMENT(); 

                }
                break;
            case 92 :
                // InternalIsolang.g:1:567: RULE_ID
                {
                mRULE_ID(); 

                }
                break;
            case 93 :
                // InternalIsolang.g:1:575: RULE_INT
                {
                mRULE_INT(); 

                }
                break;
            case 94 :
                // InternalIsolang.g:1:584: RULE_STRING
                {
                mRULE_STRING(); 

                }
                break;
            case 95 :
                // InternalIsolang.g:1:596: RULE_ML_COMMENT
                {
                mRULE_ML_COMMENT(); 

                }
                break;
            case 96 :
                // InternalIsolang.g:1:612: RULE_WS
                {
                mRULE_WS(); 

                }
                break;
            case 97 :
                // InternalIsolang.g:1:620: RULE_ANY_OTHER
                {
                mRULE_ANY_OTHER(); 

                }
                break;

        }

    }


    protected DFA11 dfa11 = new DFA11(this);
    static final String DFA11_eotS =
        "\1\uffff\1\67\1\71\1\73\1\67\1\100\1\67\1\106\1\67\1\111\1\uffff\1\114\22\67\14\uffff\2\67\1\62\2\uffff\2\62\2\uffff\2\67\1\u0084\1\67\5\uffff\1\u0086\2\67\2\uffff\2\67\1\u008d\1\67\2\uffff\1\u0091\5\uffff\2\67\1\u0094\2\67\1\u0098\6\67\1\u00a0\1\u00a3\1\67\1\u00a5\20\67\14\uffff\1\67\1\u00b9\1\67\5\uffff\1\u00bb\2\67\1\uffff\1\67\1\uffff\1\u00c0\2\67\1\u00c3\1\u00c4\1\u00c6\1\uffff\1\67\1\u00c8\1\67\1\uffff\1\u00ca\1\u00cb\1\uffff\1\u00cc\2\67\1\uffff\4\67\1\u00d3\2\67\1\uffff\2\67\1\uffff\1\67\1\uffff\14\67\1\u00e5\1\67\1\u00e7\1\67\1\u00ea\2\67\1\uffff\1\67\1\uffff\2\67\1\u00f1\1\u00f2\1\uffff\2\67\2\uffff\1\67\1\uffff\1\67\1\uffff\1\u00f7\3\uffff\1\u00f8\1\u00f9\2\67\1\u00fc\1\67\1\uffff\3\67\1\u0102\1\67\1\u0105\2\67\1\u0108\10\67\1\uffff\1\67\1\uffff\1\67\1\u0113\1\uffff\1\67\1\u0115\4\67\2\uffff\1\u011a\1\u011b\1\67\1\u011d\3\uffff\2\67\1\uffff\1\u0120\1\67\1\u0122\2\67\1\uffff\2\67\1\uffff\2\67\1\uffff\1\u012a\3\67\1\u012e\1\67\1\u0130\1\u0131\2\67\1\uffff\1\67\1\uffff\1\u0135\2\67\1\u0138\2\uffff\1\67\1\uffff\2\67\1\uffff\1\67\1\uffff\1\67\1\u013e\3\67\1\u0142\1\67\1\uffff\2\67\1\u0146\1\uffff\1\67\2\uffff\2\67\1\u014a\1\uffff\1\67\1\u014c\1\uffff\1\u014d\1\u014e\1\67\1\u0150\1\u0151\1\uffff\1\u0152\1\u0153\1\u0154\1\uffff\1\u0155\1\u0156\1\67\1\uffff\1\u0158\2\67\1\uffff\1\67\3\uffff\1\67\7\uffff\1\67\1\uffff\1\67\1\u015f\1\u0160\2\67\1\u0163\2\uffff\1\u0164\1\u0165\3\uffff";
    static final String DFA11_eofS =
        "\u0166\uffff";
    static final String DFA11_minS =
        "\1\0\1\144\1\75\1\76\1\156\1\174\1\154\1\46\1\157\1\75\1\uffff\1\76\1\170\1\142\1\141\1\164\1\145\1\141\1\145\1\151\1\157\1\145\1\162\1\156\1\141\1\151\1\141\1\151\1\145\1\157\14\uffff\1\150\1\157\1\52\2\uffff\2\0\2\uffff\1\146\1\160\1\60\1\145\5\uffff\1\60\1\117\1\145\2\uffff\1\144\1\154\1\60\1\151\2\uffff\1\60\5\uffff\1\156\1\152\1\60\1\154\1\145\1\60\1\163\2\156\2\164\1\141\2\60\1\164\1\60\1\145\1\141\1\151\1\144\1\162\1\165\1\160\1\154\1\163\1\151\1\162\1\141\1\156\2\163\1\144\14\uffff\1\145\1\60\1\165\5\uffff\1\60\1\154\1\164\1\uffff\1\156\1\uffff\1\60\1\142\1\141\3\60\1\uffff\1\157\1\60\1\145\1\uffff\2\60\1\uffff\1\60\1\160\1\145\1\uffff\1\163\1\164\2\145\1\60\1\164\1\144\1\uffff\1\164\1\160\1\uffff\1\156\1\uffff\2\144\1\164\1\166\1\145\1\154\1\151\1\145\1\144\1\164\1\154\1\156\1\60\1\155\1\60\1\152\1\60\1\145\1\143\1\uffff\1\156\1\uffff\1\151\1\162\2\60\1\uffff\1\152\1\154\2\uffff\1\167\1\uffff\1\155\1\uffff\1\60\3\uffff\2\60\1\151\1\150\1\60\1\154\1\uffff\1\151\2\145\1\60\1\145\1\60\1\117\1\145\1\60\1\162\1\151\1\166\1\143\1\163\1\157\1\163\1\144\1\uffff\1\145\1\uffff\1\151\1\60\1\uffff\1\154\1\60\1\153\1\144\1\145\1\164\2\uffff\2\60\1\145\1\60\3\uffff\1\157\1\145\1\uffff\1\60\1\143\1\60\2\162\1\uffff\1\163\1\143\1\uffff\1\160\1\117\1\uffff\1\60\1\145\1\141\1\164\1\60\1\162\2\60\1\167\1\156\1\uffff\1\145\1\uffff\1\60\1\141\1\163\1\60\2\uffff\1\144\1\uffff\1\156\1\163\1\uffff\1\145\1\uffff\1\163\1\60\2\163\1\164\1\60\1\160\1\uffff\1\162\1\154\1\60\1\uffff\1\171\2\uffff\1\157\1\143\1\60\1\uffff\1\162\1\60\1\uffff\2\60\1\151\2\60\1\uffff\3\60\1\uffff\2\60\1\145\1\uffff\1\60\1\162\1\164\1\uffff\1\171\3\uffff\1\172\7\uffff\1\156\1\uffff\1\153\2\60\1\145\1\164\1\60\2\uffff\2\60\3\uffff";
    static final String DFA11_maxS =
        "\1\uffff\1\156\1\75\1\76\1\162\1\174\1\170\1\46\1\157\1\75\1\uffff\1\76\1\170\1\160\1\141\1\164\1\171\1\157\1\164\2\162\1\145\1\162\1\156\1\170\1\157\1\165\1\151\1\145\1\157\14\uffff\1\150\1\171\1\57\2\uffff\2\uffff\2\uffff\1\146\1\160\1\172\1\145\5\uffff\1\172\1\163\1\145\2\uffff\1\144\1\154\1\172\1\151\2\uffff\1\172\5\uffff\1\156\1\152\1\172\1\154\1\145\1\172\1\163\2\156\1\166\1\164\1\141\2\172\1\164\1\172\1\145\1\141\2\151\1\162\1\165\1\160\1\154\1\163\1\151\1\165\1\141\1\156\2\163\1\144\14\uffff\1\145\1\172\1\165\5\uffff\1\172\1\157\1\164\1\uffff\1\156\1\uffff\1\172\1\142\1\141\3\172\1\uffff\1\157\1\172\1\145\1\uffff\2\172\1\uffff\1\172\1\160\1\145\1\uffff\1\163\1\164\2\145\1\172\1\164\1\144\1\uffff\1\164\1\160\1\uffff\1\156\1\uffff\2\144\1\164\1\166\1\145\1\154\1\151\1\145\1\144\1\164\1\154\1\156\1\172\1\155\1\172\1\164\1\172\1\165\1\143\1\uffff\1\156\1\uffff\1\151\1\162\2\172\1\uffff\1\152\1\154\2\uffff\1\167\1\uffff\1\155\1\uffff\1\172\3\uffff\2\172\1\151\1\150\1\172\1\154\1\uffff\1\151\1\163\1\145\1\172\1\145\1\172\1\117\1\145\1\172\1\162\1\151\1\166\1\143\1\163\1\157\1\163\1\144\1\uffff\1\145\1\uffff\1\151\1\172\1\uffff\1\154\1\172\1\153\1\144\1\145\1\164\2\uffff\2\172\1\145\1\172\3\uffff\1\157\1\145\1\uffff\1\172\1\143\1\172\1\162\1\163\1\uffff\1\163\1\143\1\uffff\1\160\1\117\1\uffff\1\172\1\145\1\141\1\164\1\172\1\162\2\172\1\167\1\156\1\uffff\1\145\1\uffff\1\172\1\141\1\163\1\172\2\uffff\1\144\1\uffff\1\156\1\163\1\uffff\1\145\1\uffff\1\163\1\172\2\163\1\164\1\172\1\160\1\uffff\1\162\1\154\1\172\1\uffff\1\171\2\uffff\1\157\1\143\1\172\1\uffff\1\162\1\172\1\uffff\2\172\1\151\2\172\1\uffff\3\172\1\uffff\2\172\1\145\1\uffff\1\172\1\162\1\164\1\uffff\1\171\3\uffff\1\172\7\uffff\1\156\1\uffff\1\153\2\172\1\145\1\164\1\172\2\uffff\2\172\3\uffff";
    static final String DFA11_acceptS =
        "\12\uffff\1\16\23\uffff\1\67\1\70\1\72\1\77\1\100\1\101\1\104\1\105\1\106\1\107\1\110\1\111\3\uffff\1\134\1\135\2\uffff\1\140\1\141\4\uffff\1\134\1\2\1\20\1\4\1\14\3\uffff\1\6\1\112\4\uffff\1\10\1\131\1\uffff\1\15\1\12\1\16\1\103\1\17\40\uffff\1\67\1\70\1\72\1\77\1\100\1\101\1\104\1\105\1\106\1\107\1\110\1\111\3\uffff\1\133\1\137\1\135\1\136\1\140\3\uffff\1\13\1\uffff\1\5\6\uffff\1\73\3\uffff\1\27\2\uffff\1\25\3\uffff\1\37\7\uffff\1\55\2\uffff\1\40\1\uffff\1\43\23\uffff\1\120\1\uffff\1\1\4\uffff\1\21\2\uffff\1\31\1\7\1\uffff\1\33\1\uffff\1\11\1\uffff\1\22\1\23\1\24\6\uffff\1\113\21\uffff\1\130\1\uffff\1\102\2\uffff\1\63\6\uffff\1\34\1\51\4\uffff\1\52\1\26\1\30\2\uffff\1\32\5\uffff\1\50\2\uffff\1\76\2\uffff\1\53\12\uffff\1\132\1\uffff\1\125\4\uffff\1\44\1\45\1\uffff\1\75\2\uffff\1\74\1\uffff\1\35\7\uffff\1\123\3\uffff\1\57\1\uffff\1\60\1\62\3\uffff\1\116\2\uffff\1\65\5\uffff\1\36\3\uffff\1\46\3\uffff\1\127\3\uffff\1\64\1\uffff\1\3\1\117\1\115\1\uffff\1\126\1\42\1\41\1\71\1\122\1\47\1\54\1\uffff\1\114\6\uffff\1\61\1\124\2\uffff\1\66\1\121\1\56";
    static final String DFA11_specialS =
        "\1\1\56\uffff\1\2\1\0\u0135\uffff}>";
    static final String[] DFA11_transitionS = {
            "\11\62\2\61\2\62\1\61\22\62\1\61\1\11\1\57\3\62\1\7\1\60\1\50\1\51\1\47\1\12\1\43\1\13\1\44\1\54\12\56\1\40\1\62\1\2\1\3\3\62\16\55\1\15\2\55\1\25\1\17\1\14\1\55\1\16\1\26\3\55\1\41\1\62\1\42\1\46\1\55\1\62\1\6\1\53\1\52\1\33\1\30\1\32\1\55\1\31\1\1\2\55\1\21\1\35\1\10\1\4\1\24\1\55\1\22\1\20\1\55\1\27\1\55\1\23\1\55\1\34\1\55\1\36\1\5\1\37\1\45\uff81\62",
            "\1\66\1\uffff\1\63\6\uffff\1\64\1\65",
            "\1\70",
            "\1\72",
            "\1\76\1\uffff\1\75\1\uffff\1\74",
            "\1\77",
            "\1\102\1\uffff\1\101\4\uffff\1\103\4\uffff\1\104",
            "\1\105",
            "\1\107",
            "\1\110",
            "",
            "\1\113",
            "\1\115",
            "\1\116\15\uffff\1\117",
            "\1\120",
            "\1\121",
            "\1\123\11\uffff\1\122\11\uffff\1\124",
            "\1\127\3\uffff\1\126\11\uffff\1\125",
            "\1\130\16\uffff\1\131",
            "\1\133\10\uffff\1\132",
            "\1\134\2\uffff\1\135",
            "\1\136",
            "\1\137",
            "\1\140",
            "\1\141\17\uffff\1\142\6\uffff\1\143",
            "\1\145\5\uffff\1\144",
            "\1\146\15\uffff\1\147\2\uffff\1\150\2\uffff\1\151",
            "\1\152",
            "\1\153",
            "\1\154",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "\1\171",
            "\1\173\11\uffff\1\172",
            "\1\175\4\uffff\1\174",
            "",
            "",
            "\0\177",
            "\0\177",
            "",
            "",
            "\1\u0081",
            "\1\u0082",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\10\67\1\u0083\21\67",
            "\1\u0085",
            "",
            "",
            "",
            "",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0088\6\uffff\1\u0089\34\uffff\1\u0087",
            "\1\u008a",
            "",
            "",
            "\1\u008b",
            "\1\u008c",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u008e",
            "",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\15\67\1\u0090\5\67\1\u008f\6\67",
            "",
            "",
            "",
            "",
            "",
            "\1\u0092",
            "\1\u0093",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0095",
            "\1\u0096",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\14\67\1\u0097\15\67",
            "\1\u0099",
            "\1\u009a",
            "\1\u009b",
            "\1\u009d\1\uffff\1\u009c",
            "\1\u009e",
            "\1\u009f",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\16\67\1\u00a2\13\67\4\uffff\1\67\1\uffff\10\67\1\u00a1\21\67",
            "\1\u00a4",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00a6",
            "\1\u00a7",
            "\1\u00a8",
            "\1\u00aa\4\uffff\1\u00a9",
            "\1\u00ab",
            "\1\u00ac",
            "\1\u00ad",
            "\1\u00ae",
            "\1\u00af",
            "\1\u00b0",
            "\1\u00b2\2\uffff\1\u00b1",
            "\1\u00b3",
            "\1\u00b4",
            "\1\u00b5",
            "\1\u00b6",
            "\1\u00b7",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "\1\u00b8",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00ba",
            "",
            "",
            "",
            "",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00bc\2\uffff\1\u00bd",
            "\1\u00be",
            "",
            "\1\u00bf",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00c1",
            "\1\u00c2",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\16\67\1\u00c5\13\67",
            "",
            "\1\u00c7",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00c9",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00cd",
            "\1\u00ce",
            "",
            "\1\u00cf",
            "\1\u00d0",
            "\1\u00d1",
            "\1\u00d2",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00d4",
            "\1\u00d5",
            "",
            "\1\u00d6",
            "\1\u00d7",
            "",
            "\1\u00d8",
            "",
            "\1\u00d9",
            "\1\u00da",
            "\1\u00db",
            "\1\u00dc",
            "\1\u00dd",
            "\1\u00de",
            "\1\u00df",
            "\1\u00e0",
            "\1\u00e1",
            "\1\u00e2",
            "\1\u00e3",
            "\1\u00e4",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00e6",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00e9\11\uffff\1\u00e8",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00ec\17\uffff\1\u00eb",
            "\1\u00ed",
            "",
            "\1\u00ee",
            "",
            "\1\u00ef",
            "\1\u00f0",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "\1\u00f3",
            "\1\u00f4",
            "",
            "",
            "\1\u00f5",
            "",
            "\1\u00f6",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00fa",
            "\1\u00fb",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u00fd",
            "",
            "\1\u00fe",
            "\1\u0100\15\uffff\1\u00ff",
            "\1\u0101",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0103",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\10\67\1\u0104\21\67",
            "\1\u0106",
            "\1\u0107",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0109",
            "\1\u010a",
            "\1\u010b",
            "\1\u010c",
            "\1\u010d",
            "\1\u010e",
            "\1\u010f",
            "\1\u0110",
            "",
            "\1\u0111",
            "",
            "\1\u0112",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "\1\u0114",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0116",
            "\1\u0117",
            "\1\u0118",
            "\1\u0119",
            "",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u011c",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "",
            "",
            "\1\u011e",
            "\1\u011f",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0121",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0123",
            "\1\u0125\1\u0124",
            "",
            "\1\u0126",
            "\1\u0127",
            "",
            "\1\u0128",
            "\1\u0129",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u012b",
            "\1\u012c",
            "\1\u012d",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u012f",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0132",
            "\1\u0133",
            "",
            "\1\u0134",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0136",
            "\1\u0137",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "",
            "\1\u0139",
            "",
            "\1\u013a",
            "\1\u013b",
            "",
            "\1\u013c",
            "",
            "\1\u013d",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u013f",
            "\1\u0140",
            "\1\u0141",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0143",
            "",
            "\1\u0144",
            "\1\u0145",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "\1\u0147",
            "",
            "",
            "\1\u0148",
            "\1\u0149",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "\1\u014b",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u014f",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0157",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0159",
            "\1\u015a",
            "",
            "\1\u015b",
            "",
            "",
            "",
            "\1\u015c",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "\1\u015d",
            "",
            "\1\u015e",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\1\u0161",
            "\1\u0162",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "\12\67\7\uffff\32\67\4\uffff\1\67\1\uffff\32\67",
            "",
            "",
            ""
    };

    static final short[] DFA11_eot = DFA.unpackEncodedString(DFA11_eotS);
    static final short[] DFA11_eof = DFA.unpackEncodedString(DFA11_eofS);
    static final char[] DFA11_min = DFA.unpackEncodedStringToUnsignedChars(DFA11_minS);
    static final char[] DFA11_max = DFA.unpackEncodedStringToUnsignedChars(DFA11_maxS);
    static final short[] DFA11_accept = DFA.unpackEncodedString(DFA11_acceptS);
    static final short[] DFA11_special = DFA.unpackEncodedString(DFA11_specialS);
    static final short[][] DFA11_transition;

    static {
        int numStates = DFA11_transitionS.length;
        DFA11_transition = new short[numStates][];
        for (int i=0; i<numStates; i++) {
            DFA11_transition[i] = DFA.unpackEncodedString(DFA11_transitionS[i]);
        }
    }

    class DFA11 extends DFA {

        public DFA11(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 11;
            this.eot = DFA11_eot;
            this.eof = DFA11_eof;
            this.min = DFA11_min;
            this.max = DFA11_max;
            this.accept = DFA11_accept;
            this.special = DFA11_special;
            this.transition = DFA11_transition;
        }
        public String getDescription() {
            return "1:1: Tokens : ( T__11 | T__12 | T__13 | T__14 | T__15 | T__16 | T__17 | T__18 | T__19 | T__20 | T__21 | T__22 | T__23 | T__24 | T__25 | T__26 | T__27 | T__28 | T__29 | T__30 | T__31 | T__32 | T__33 | T__34 | T__35 | T__36 | T__37 | T__38 | T__39 | T__40 | T__41 | T__42 | T__43 | T__44 | T__45 | T__46 | T__47 | T__48 | T__49 | T__50 | T__51 | T__52 | T__53 | T__54 | T__55 | T__56 | T__57 | T__58 | T__59 | T__60 | T__61 | T__62 | T__63 | T__64 | T__65 | T__66 | T__67 | T__68 | T__69 | T__70 | T__71 | T__72 | T__73 | T__74 | T__75 | T__76 | T__77 | T__78 | T__79 | T__80 | T__81 | T__82 | T__83 | T__84 | T__85 | T__86 | T__87 | T__88 | T__89 | T__90 | T__91 | T__92 | T__93 | T__94 | T__95 | T__96 | T__97 | T__98 | T__99 | T__100 | RULE_SL_COMMENT | RULE_ID | RULE_INT | RULE_STRING | RULE_ML_COMMENT | RULE_WS | RULE_ANY_OTHER );";
        }
        public int specialStateTransition(int s, IntStream _input) throws NoViableAltException {
            IntStream input = _input;
        	int _s = s;
            switch ( s ) {
                    case 0 : 
                        int LA11_48 = input.LA(1);

                        s = -1;
                        if ( ((LA11_48>='\u0000' && LA11_48<='\uFFFF')) ) {s = 127;}

                        else s = 50;

                        if ( s>=0 ) return s;
                        break;
                    case 1 : 
                        int LA11_0 = input.LA(1);

                        s = -1;
                        if ( (LA11_0=='i') ) {s = 1;}

                        else if ( (LA11_0=='<') ) {s = 2;}

                        else if ( (LA11_0=='=') ) {s = 3;}

                        else if ( (LA11_0=='o') ) {s = 4;}

                        else if ( (LA11_0=='|') ) {s = 5;}

                        else if ( (LA11_0=='a') ) {s = 6;}

                        else if ( (LA11_0=='&') ) {s = 7;}

                        else if ( (LA11_0=='n') ) {s = 8;}

                        else if ( (LA11_0=='!') ) {s = 9;}

                        else if ( (LA11_0=='+') ) {s = 10;}

                        else if ( (LA11_0=='-') ) {s = 11;}

                        else if ( (LA11_0=='T') ) {s = 12;}

                        else if ( (LA11_0=='O') ) {s = 13;}

                        else if ( (LA11_0=='V') ) {s = 14;}

                        else if ( (LA11_0=='S') ) {s = 15;}

                        else if ( (LA11_0=='s') ) {s = 16;}

                        else if ( (LA11_0=='l') ) {s = 17;}

                        else if ( (LA11_0=='r') ) {s = 18;}

                        else if ( (LA11_0=='w') ) {s = 19;}

                        else if ( (LA11_0=='p') ) {s = 20;}

                        else if ( (LA11_0=='R') ) {s = 21;}

                        else if ( (LA11_0=='W') ) {s = 22;}

                        else if ( (LA11_0=='u') ) {s = 23;}

                        else if ( (LA11_0=='e') ) {s = 24;}

                        else if ( (LA11_0=='h') ) {s = 25;}

                        else if ( (LA11_0=='f') ) {s = 26;}

                        else if ( (LA11_0=='d') ) {s = 27;}

                        else if ( (LA11_0=='y') ) {s = 28;}

                        else if ( (LA11_0=='m') ) {s = 29;}

                        else if ( (LA11_0=='{') ) {s = 30;}

                        else if ( (LA11_0=='}') ) {s = 31;}

                        else if ( (LA11_0==':') ) {s = 32;}

                        else if ( (LA11_0=='[') ) {s = 33;}

                        else if ( (LA11_0==']') ) {s = 34;}

                        else if ( (LA11_0==',') ) {s = 35;}

                        else if ( (LA11_0=='.') ) {s = 36;}

                        else if ( (LA11_0=='~') ) {s = 37;}

                        else if ( (LA11_0=='^') ) {s = 38;}

                        else if ( (LA11_0=='*') ) {s = 39;}

                        else if ( (LA11_0=='(') ) {s = 40;}

                        else if ( (LA11_0==')') ) {s = 41;}

                        else if ( (LA11_0=='c') ) {s = 42;}

                        else if ( (LA11_0=='b') ) {s = 43;}

                        else if ( (LA11_0=='/') ) {s = 44;}

                        else if ( ((LA11_0>='A' && LA11_0<='N')||(LA11_0>='P' && LA11_0<='Q')||LA11_0=='U'||(LA11_0>='X' && LA11_0<='Z')||LA11_0=='_'||LA11_0=='g'||(LA11_0>='j' && LA11_0<='k')||LA11_0=='q'||LA11_0=='t'||LA11_0=='v'||LA11_0=='x'||LA11_0=='z') ) {s = 45;}

                        else if ( ((LA11_0>='0' && LA11_0<='9')) ) {s = 46;}

                        else if ( (LA11_0=='\"') ) {s = 47;}

                        else if ( (LA11_0=='\'') ) {s = 48;}

                        else if ( ((LA11_0>='\t' && LA11_0<='\n')||LA11_0=='\r'||LA11_0==' ') ) {s = 49;}

                        else if ( ((LA11_0>='\u0000' && LA11_0<='\b')||(LA11_0>='\u000B' && LA11_0<='\f')||(LA11_0>='\u000E' && LA11_0<='\u001F')||(LA11_0>='#' && LA11_0<='%')||LA11_0==';'||(LA11_0>='>' && LA11_0<='@')||LA11_0=='\\'||LA11_0=='`'||(LA11_0>='\u007F' && LA11_0<='\uFFFF')) ) {s = 50;}

                        if ( s>=0 ) return s;
                        break;
                    case 2 : 
                        int LA11_47 = input.LA(1);

                        s = -1;
                        if ( ((LA11_47>='\u0000' && LA11_47<='\uFFFF')) ) {s = 127;}

                        else s = 50;

                        if ( s>=0 ) return s;
                        break;
            }
            NoViableAltException nvae =
                new NoViableAltException(getDescription(), 11, _s, input);
            error(nvae);
            throw nvae;
        }
    }
 

}