package isolang.dsl.parser.antlr.internal;

import org.eclipse.xtext.*;
import org.eclipse.xtext.parser.*;
import org.eclipse.xtext.parser.impl.*;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.xtext.parser.antlr.AbstractInternalAntlrParser;
import org.eclipse.xtext.parser.antlr.XtextTokenStream;
import org.eclipse.xtext.parser.antlr.XtextTokenStream.HiddenTokens;
import org.eclipse.xtext.parser.antlr.AntlrDatatypeRuleToken;
import isolang.dsl.services.IsolangGrammarAccess;



import org.antlr.runtime.*;
import java.util.Stack;
import java.util.List;
import java.util.ArrayList;
import java.util.Map;
import java.util.HashMap;
@SuppressWarnings("all")
public class InternalIsolangParser extends AbstractInternalAntlrParser {
    public static final String[] tokenNames = new String[] {
        "<invalid>", "<EOR>", "<DOWN>", "<UP>", "RULE_ID", "RULE_INT", "RULE_STRING", "RULE_SL_COMMENT", "RULE_ML_COMMENT", "RULE_WS", "RULE_ANY_OTHER", "'module'", "'import'", "'framework'", "'{'", "'}'", "'witness'", "':'", "'as'", "'in'", "'level'", "'='", "'and'", "'axiom'", "'pred'", "'['", "','", "']'", "'fun'", "'->'", "'iff'", "'<=>'", "'implies'", "'=>'", "'or'", "'||'", "'&&'", "'not'", "'!'", "'!='", "'+'", "'-'", "'&'", "'.'", "'~'", "'^'", "'*'", "'('", "')'", "'|'", "'disj'", "'let'", "'history'", "'session'", "'check'", "'allowed'", "'by'", "'synthesize'", "'predict'", "'under'", "'boundary'", "'mode'", "'lattice'", "'expect'", "'<'", "'for'", "'ops'", "'Txn'", "'Obj'", "'Val'", "'Op'", "'Step'", "'no'", "'some'", "'one'", "'lone'", "'all'", "'init'", "'reads'", "'writes'", "'so'", "'wr'", "'writers'", "'readers'", "'po'", "'opObj'", "'opVal'", "'ReadOp'", "'WriteOp'", "'wrOp'", "'iden'", "'none'", "'univ'", "'earlier'", "'rt'", "'equivalent'", "'holds'", "'fails'", "'distinct'", "'found'", "'yes'"
    };
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
    public static final int RULE_ID=4;
    public static final int RULE_INT=5;
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


        public InternalIsolangParser(TokenStream input) {
            this(input, new RecognizerSharedState());
        }
        public InternalIsolangParser(TokenStream input, RecognizerSharedState state) {
            super(input, state);
             
        }
        

    public String[] getTokenNames() { return InternalIsolangParser.tokenNames; }
    public String getGrammarFileName() { return "InternalIsolang.g"; }



     	private IsolangGrammarAccess grammarAccess;

        public InternalIsolangParser(TokenStream input, IsolangGrammarAccess grammarAccess) {
            this(input);
            this.grammarAccess = grammarAccess;
            registerRules(grammarAccess.getGrammar());
        }

        @Override
        protected String getFirstRuleName() {
        	return "Model";
       	}

       	@Override
       	protected IsolangGrammarAccess getGrammarAccess() {
       		return grammarAccess;
       	}




    // $ANTLR start "entryRuleModel"
    // InternalIsolang.g:64:1: entryRuleModel returns [EObject current=null] : iv_ruleModel= ruleModel EOF ;
    public final EObject entryRuleModel() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleModel = null;


        try {
            // InternalIsolang.g:64:46: (iv_ruleModel= ruleModel EOF )
            // InternalIsolang.g:65:2: iv_ruleModel= ruleModel EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getModelRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleModel=ruleModel();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleModel; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleModel"


    // $ANTLR start "ruleModel"
    // InternalIsolang.g:71:1: ruleModel returns [EObject current=null] : ( (otherlv_0= 'module' ( (lv_name_1_0= ruleQualifiedName ) ) )? ( (lv_imports_2_0= ruleImport ) )* ( (lv_elements_3_0= ruleElement ) )* ) ;
    public final EObject ruleModel() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        AntlrDatatypeRuleToken lv_name_1_0 = null;

        EObject lv_imports_2_0 = null;

        EObject lv_elements_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:77:2: ( ( (otherlv_0= 'module' ( (lv_name_1_0= ruleQualifiedName ) ) )? ( (lv_imports_2_0= ruleImport ) )* ( (lv_elements_3_0= ruleElement ) )* ) )
            // InternalIsolang.g:78:2: ( (otherlv_0= 'module' ( (lv_name_1_0= ruleQualifiedName ) ) )? ( (lv_imports_2_0= ruleImport ) )* ( (lv_elements_3_0= ruleElement ) )* )
            {
            // InternalIsolang.g:78:2: ( (otherlv_0= 'module' ( (lv_name_1_0= ruleQualifiedName ) ) )? ( (lv_imports_2_0= ruleImport ) )* ( (lv_elements_3_0= ruleElement ) )* )
            // InternalIsolang.g:79:3: (otherlv_0= 'module' ( (lv_name_1_0= ruleQualifiedName ) ) )? ( (lv_imports_2_0= ruleImport ) )* ( (lv_elements_3_0= ruleElement ) )*
            {
            // InternalIsolang.g:79:3: (otherlv_0= 'module' ( (lv_name_1_0= ruleQualifiedName ) ) )?
            int alt1=2;
            int LA1_0 = input.LA(1);

            if ( (LA1_0==11) ) {
                alt1=1;
            }
            switch (alt1) {
                case 1 :
                    // InternalIsolang.g:80:4: otherlv_0= 'module' ( (lv_name_1_0= ruleQualifiedName ) )
                    {
                    otherlv_0=(Token)match(input,11,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_0, grammarAccess.getModelAccess().getModuleKeyword_0_0());
                      			
                    }
                    // InternalIsolang.g:84:4: ( (lv_name_1_0= ruleQualifiedName ) )
                    // InternalIsolang.g:85:5: (lv_name_1_0= ruleQualifiedName )
                    {
                    // InternalIsolang.g:85:5: (lv_name_1_0= ruleQualifiedName )
                    // InternalIsolang.g:86:6: lv_name_1_0= ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getModelAccess().getNameQualifiedNameParserRuleCall_0_1_0());
                      					
                    }
                    pushFollow(FOLLOW_4);
                    lv_name_1_0=ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getModelRule());
                      						}
                      						set(
                      							current,
                      							"name",
                      							lv_name_1_0,
                      							"isolang.dsl.Isolang.QualifiedName");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }
                    break;

            }

            // InternalIsolang.g:104:3: ( (lv_imports_2_0= ruleImport ) )*
            loop2:
            do {
                int alt2=2;
                int LA2_0 = input.LA(1);

                if ( (LA2_0==12) ) {
                    alt2=1;
                }


                switch (alt2) {
            	case 1 :
            	    // InternalIsolang.g:105:4: (lv_imports_2_0= ruleImport )
            	    {
            	    // InternalIsolang.g:105:4: (lv_imports_2_0= ruleImport )
            	    // InternalIsolang.g:106:5: lv_imports_2_0= ruleImport
            	    {
            	    if ( state.backtracking==0 ) {

            	      					newCompositeNode(grammarAccess.getModelAccess().getImportsImportParserRuleCall_1_0());
            	      				
            	    }
            	    pushFollow(FOLLOW_4);
            	    lv_imports_2_0=ruleImport();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      					if (current==null) {
            	      						current = createModelElementForParent(grammarAccess.getModelRule());
            	      					}
            	      					add(
            	      						current,
            	      						"imports",
            	      						lv_imports_2_0,
            	      						"isolang.dsl.Isolang.Import");
            	      					afterParserOrEnumRuleCall();
            	      				
            	    }

            	    }


            	    }
            	    break;

            	default :
            	    break loop2;
                }
            } while (true);

            // InternalIsolang.g:123:3: ( (lv_elements_3_0= ruleElement ) )*
            loop3:
            do {
                int alt3=2;
                int LA3_0 = input.LA(1);

                if ( (LA3_0==13||LA3_0==20||LA3_0==24||LA3_0==28||LA3_0==52||LA3_0==54||(LA3_0>=57 && LA3_0<=58)||LA3_0==62) ) {
                    alt3=1;
                }


                switch (alt3) {
            	case 1 :
            	    // InternalIsolang.g:124:4: (lv_elements_3_0= ruleElement )
            	    {
            	    // InternalIsolang.g:124:4: (lv_elements_3_0= ruleElement )
            	    // InternalIsolang.g:125:5: lv_elements_3_0= ruleElement
            	    {
            	    if ( state.backtracking==0 ) {

            	      					newCompositeNode(grammarAccess.getModelAccess().getElementsElementParserRuleCall_2_0());
            	      				
            	    }
            	    pushFollow(FOLLOW_5);
            	    lv_elements_3_0=ruleElement();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      					if (current==null) {
            	      						current = createModelElementForParent(grammarAccess.getModelRule());
            	      					}
            	      					add(
            	      						current,
            	      						"elements",
            	      						lv_elements_3_0,
            	      						"isolang.dsl.Isolang.Element");
            	      					afterParserOrEnumRuleCall();
            	      				
            	    }

            	    }


            	    }
            	    break;

            	default :
            	    break loop3;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleModel"


    // $ANTLR start "entryRuleImport"
    // InternalIsolang.g:146:1: entryRuleImport returns [EObject current=null] : iv_ruleImport= ruleImport EOF ;
    public final EObject entryRuleImport() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleImport = null;


        try {
            // InternalIsolang.g:146:47: (iv_ruleImport= ruleImport EOF )
            // InternalIsolang.g:147:2: iv_ruleImport= ruleImport EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getImportRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleImport=ruleImport();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleImport; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleImport"


    // $ANTLR start "ruleImport"
    // InternalIsolang.g:153:1: ruleImport returns [EObject current=null] : (otherlv_0= 'import' ( (lv_importedNamespace_1_0= ruleQualifiedNameWithWildcard ) ) ) ;
    public final EObject ruleImport() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        AntlrDatatypeRuleToken lv_importedNamespace_1_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:159:2: ( (otherlv_0= 'import' ( (lv_importedNamespace_1_0= ruleQualifiedNameWithWildcard ) ) ) )
            // InternalIsolang.g:160:2: (otherlv_0= 'import' ( (lv_importedNamespace_1_0= ruleQualifiedNameWithWildcard ) ) )
            {
            // InternalIsolang.g:160:2: (otherlv_0= 'import' ( (lv_importedNamespace_1_0= ruleQualifiedNameWithWildcard ) ) )
            // InternalIsolang.g:161:3: otherlv_0= 'import' ( (lv_importedNamespace_1_0= ruleQualifiedNameWithWildcard ) )
            {
            otherlv_0=(Token)match(input,12,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getImportAccess().getImportKeyword_0());
              		
            }
            // InternalIsolang.g:165:3: ( (lv_importedNamespace_1_0= ruleQualifiedNameWithWildcard ) )
            // InternalIsolang.g:166:4: (lv_importedNamespace_1_0= ruleQualifiedNameWithWildcard )
            {
            // InternalIsolang.g:166:4: (lv_importedNamespace_1_0= ruleQualifiedNameWithWildcard )
            // InternalIsolang.g:167:5: lv_importedNamespace_1_0= ruleQualifiedNameWithWildcard
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getImportAccess().getImportedNamespaceQualifiedNameWithWildcardParserRuleCall_1_0());
              				
            }
            pushFollow(FOLLOW_2);
            lv_importedNamespace_1_0=ruleQualifiedNameWithWildcard();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getImportRule());
              					}
              					set(
              						current,
              						"importedNamespace",
              						lv_importedNamespace_1_0,
              						"isolang.dsl.Isolang.QualifiedNameWithWildcard");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleImport"


    // $ANTLR start "entryRuleElement"
    // InternalIsolang.g:188:1: entryRuleElement returns [EObject current=null] : iv_ruleElement= ruleElement EOF ;
    public final EObject entryRuleElement() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleElement = null;


        try {
            // InternalIsolang.g:188:48: (iv_ruleElement= ruleElement EOF )
            // InternalIsolang.g:189:2: iv_ruleElement= ruleElement EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getElementRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleElement=ruleElement();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleElement; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleElement"


    // $ANTLR start "ruleElement"
    // InternalIsolang.g:195:1: ruleElement returns [EObject current=null] : (this_FrameworkDecl_0= ruleFrameworkDecl | this_LevelDecl_1= ruleLevelDecl | this_Definition_2= ruleDefinition | this_HistoryLiteral_3= ruleHistoryLiteral | this_Command_4= ruleCommand ) ;
    public final EObject ruleElement() throws RecognitionException {
        EObject current = null;

        EObject this_FrameworkDecl_0 = null;

        EObject this_LevelDecl_1 = null;

        EObject this_Definition_2 = null;

        EObject this_HistoryLiteral_3 = null;

        EObject this_Command_4 = null;



        	enterRule();

        try {
            // InternalIsolang.g:201:2: ( (this_FrameworkDecl_0= ruleFrameworkDecl | this_LevelDecl_1= ruleLevelDecl | this_Definition_2= ruleDefinition | this_HistoryLiteral_3= ruleHistoryLiteral | this_Command_4= ruleCommand ) )
            // InternalIsolang.g:202:2: (this_FrameworkDecl_0= ruleFrameworkDecl | this_LevelDecl_1= ruleLevelDecl | this_Definition_2= ruleDefinition | this_HistoryLiteral_3= ruleHistoryLiteral | this_Command_4= ruleCommand )
            {
            // InternalIsolang.g:202:2: (this_FrameworkDecl_0= ruleFrameworkDecl | this_LevelDecl_1= ruleLevelDecl | this_Definition_2= ruleDefinition | this_HistoryLiteral_3= ruleHistoryLiteral | this_Command_4= ruleCommand )
            int alt4=5;
            switch ( input.LA(1) ) {
            case 13:
                {
                alt4=1;
                }
                break;
            case 20:
                {
                alt4=2;
                }
                break;
            case 24:
            case 28:
                {
                alt4=3;
                }
                break;
            case 52:
                {
                alt4=4;
                }
                break;
            case 54:
            case 57:
            case 58:
            case 62:
                {
                alt4=5;
                }
                break;
            default:
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 4, 0, input);

                throw nvae;
            }

            switch (alt4) {
                case 1 :
                    // InternalIsolang.g:203:3: this_FrameworkDecl_0= ruleFrameworkDecl
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getElementAccess().getFrameworkDeclParserRuleCall_0());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_FrameworkDecl_0=ruleFrameworkDecl();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_FrameworkDecl_0;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;
                case 2 :
                    // InternalIsolang.g:212:3: this_LevelDecl_1= ruleLevelDecl
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getElementAccess().getLevelDeclParserRuleCall_1());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_LevelDecl_1=ruleLevelDecl();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_LevelDecl_1;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;
                case 3 :
                    // InternalIsolang.g:221:3: this_Definition_2= ruleDefinition
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getElementAccess().getDefinitionParserRuleCall_2());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_Definition_2=ruleDefinition();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_Definition_2;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;
                case 4 :
                    // InternalIsolang.g:230:3: this_HistoryLiteral_3= ruleHistoryLiteral
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getElementAccess().getHistoryLiteralParserRuleCall_3());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_HistoryLiteral_3=ruleHistoryLiteral();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_HistoryLiteral_3;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;
                case 5 :
                    // InternalIsolang.g:239:3: this_Command_4= ruleCommand
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getElementAccess().getCommandParserRuleCall_4());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_Command_4=ruleCommand();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_Command_4;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleElement"


    // $ANTLR start "entryRuleFrameworkDecl"
    // InternalIsolang.g:251:1: entryRuleFrameworkDecl returns [EObject current=null] : iv_ruleFrameworkDecl= ruleFrameworkDecl EOF ;
    public final EObject entryRuleFrameworkDecl() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleFrameworkDecl = null;


        try {
            // InternalIsolang.g:251:54: (iv_ruleFrameworkDecl= ruleFrameworkDecl EOF )
            // InternalIsolang.g:252:2: iv_ruleFrameworkDecl= ruleFrameworkDecl EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getFrameworkDeclRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleFrameworkDecl=ruleFrameworkDecl();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleFrameworkDecl; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleFrameworkDecl"


    // $ANTLR start "ruleFrameworkDecl"
    // InternalIsolang.g:258:1: ruleFrameworkDecl returns [EObject current=null] : (otherlv_0= 'framework' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= '{' ( ( (lv_witnesses_3_0= ruleWitness ) ) | ( (lv_axioms_4_0= ruleAxiomDecl ) ) | ( (lv_definitions_5_0= ruleDefinition ) ) )* otherlv_6= '}' ) ;
    public final EObject ruleFrameworkDecl() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token otherlv_2=null;
        Token otherlv_6=null;
        EObject lv_witnesses_3_0 = null;

        EObject lv_axioms_4_0 = null;

        EObject lv_definitions_5_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:264:2: ( (otherlv_0= 'framework' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= '{' ( ( (lv_witnesses_3_0= ruleWitness ) ) | ( (lv_axioms_4_0= ruleAxiomDecl ) ) | ( (lv_definitions_5_0= ruleDefinition ) ) )* otherlv_6= '}' ) )
            // InternalIsolang.g:265:2: (otherlv_0= 'framework' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= '{' ( ( (lv_witnesses_3_0= ruleWitness ) ) | ( (lv_axioms_4_0= ruleAxiomDecl ) ) | ( (lv_definitions_5_0= ruleDefinition ) ) )* otherlv_6= '}' )
            {
            // InternalIsolang.g:265:2: (otherlv_0= 'framework' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= '{' ( ( (lv_witnesses_3_0= ruleWitness ) ) | ( (lv_axioms_4_0= ruleAxiomDecl ) ) | ( (lv_definitions_5_0= ruleDefinition ) ) )* otherlv_6= '}' )
            // InternalIsolang.g:266:3: otherlv_0= 'framework' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= '{' ( ( (lv_witnesses_3_0= ruleWitness ) ) | ( (lv_axioms_4_0= ruleAxiomDecl ) ) | ( (lv_definitions_5_0= ruleDefinition ) ) )* otherlv_6= '}'
            {
            otherlv_0=(Token)match(input,13,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getFrameworkDeclAccess().getFrameworkKeyword_0());
              		
            }
            // InternalIsolang.g:270:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalIsolang.g:271:4: (lv_name_1_0= RULE_ID )
            {
            // InternalIsolang.g:271:4: (lv_name_1_0= RULE_ID )
            // InternalIsolang.g:272:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_6); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_name_1_0, grammarAccess.getFrameworkDeclAccess().getNameIDTerminalRuleCall_1_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getFrameworkDeclRule());
              					}
              					setWithLastConsumed(
              						current,
              						"name",
              						lv_name_1_0,
              						"isolang.dsl.Isolang.ID");
              				
            }

            }


            }

            otherlv_2=(Token)match(input,14,FOLLOW_7); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_2, grammarAccess.getFrameworkDeclAccess().getLeftCurlyBracketKeyword_2());
              		
            }
            // InternalIsolang.g:292:3: ( ( (lv_witnesses_3_0= ruleWitness ) ) | ( (lv_axioms_4_0= ruleAxiomDecl ) ) | ( (lv_definitions_5_0= ruleDefinition ) ) )*
            loop5:
            do {
                int alt5=4;
                switch ( input.LA(1) ) {
                case 16:
                    {
                    alt5=1;
                    }
                    break;
                case 23:
                    {
                    alt5=2;
                    }
                    break;
                case 24:
                case 28:
                    {
                    alt5=3;
                    }
                    break;

                }

                switch (alt5) {
            	case 1 :
            	    // InternalIsolang.g:293:4: ( (lv_witnesses_3_0= ruleWitness ) )
            	    {
            	    // InternalIsolang.g:293:4: ( (lv_witnesses_3_0= ruleWitness ) )
            	    // InternalIsolang.g:294:5: (lv_witnesses_3_0= ruleWitness )
            	    {
            	    // InternalIsolang.g:294:5: (lv_witnesses_3_0= ruleWitness )
            	    // InternalIsolang.g:295:6: lv_witnesses_3_0= ruleWitness
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getFrameworkDeclAccess().getWitnessesWitnessParserRuleCall_3_0_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_7);
            	    lv_witnesses_3_0=ruleWitness();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getFrameworkDeclRule());
            	      						}
            	      						add(
            	      							current,
            	      							"witnesses",
            	      							lv_witnesses_3_0,
            	      							"isolang.dsl.Isolang.Witness");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;
            	case 2 :
            	    // InternalIsolang.g:313:4: ( (lv_axioms_4_0= ruleAxiomDecl ) )
            	    {
            	    // InternalIsolang.g:313:4: ( (lv_axioms_4_0= ruleAxiomDecl ) )
            	    // InternalIsolang.g:314:5: (lv_axioms_4_0= ruleAxiomDecl )
            	    {
            	    // InternalIsolang.g:314:5: (lv_axioms_4_0= ruleAxiomDecl )
            	    // InternalIsolang.g:315:6: lv_axioms_4_0= ruleAxiomDecl
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getFrameworkDeclAccess().getAxiomsAxiomDeclParserRuleCall_3_1_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_7);
            	    lv_axioms_4_0=ruleAxiomDecl();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getFrameworkDeclRule());
            	      						}
            	      						add(
            	      							current,
            	      							"axioms",
            	      							lv_axioms_4_0,
            	      							"isolang.dsl.Isolang.AxiomDecl");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;
            	case 3 :
            	    // InternalIsolang.g:333:4: ( (lv_definitions_5_0= ruleDefinition ) )
            	    {
            	    // InternalIsolang.g:333:4: ( (lv_definitions_5_0= ruleDefinition ) )
            	    // InternalIsolang.g:334:5: (lv_definitions_5_0= ruleDefinition )
            	    {
            	    // InternalIsolang.g:334:5: (lv_definitions_5_0= ruleDefinition )
            	    // InternalIsolang.g:335:6: lv_definitions_5_0= ruleDefinition
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getFrameworkDeclAccess().getDefinitionsDefinitionParserRuleCall_3_2_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_7);
            	    lv_definitions_5_0=ruleDefinition();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getFrameworkDeclRule());
            	      						}
            	      						add(
            	      							current,
            	      							"definitions",
            	      							lv_definitions_5_0,
            	      							"isolang.dsl.Isolang.Definition");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop5;
                }
            } while (true);

            otherlv_6=(Token)match(input,15,FOLLOW_2); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_6, grammarAccess.getFrameworkDeclAccess().getRightCurlyBracketKeyword_4());
              		
            }

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleFrameworkDecl"


    // $ANTLR start "entryRuleWitness"
    // InternalIsolang.g:361:1: entryRuleWitness returns [EObject current=null] : iv_ruleWitness= ruleWitness EOF ;
    public final EObject entryRuleWitness() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleWitness = null;


        try {
            // InternalIsolang.g:361:48: (iv_ruleWitness= ruleWitness EOF )
            // InternalIsolang.g:362:2: iv_ruleWitness= ruleWitness EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getWitnessRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleWitness=ruleWitness();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleWitness; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleWitness"


    // $ANTLR start "ruleWitness"
    // InternalIsolang.g:368:1: ruleWitness returns [EObject current=null] : (otherlv_0= 'witness' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' ( (lv_type_3_0= ruleRelType ) ) ( (lv_shape_4_0= ruleWitnessShape ) )? ) ;
    public final EObject ruleWitness() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token otherlv_2=null;
        EObject lv_type_3_0 = null;

        EObject lv_shape_4_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:374:2: ( (otherlv_0= 'witness' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' ( (lv_type_3_0= ruleRelType ) ) ( (lv_shape_4_0= ruleWitnessShape ) )? ) )
            // InternalIsolang.g:375:2: (otherlv_0= 'witness' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' ( (lv_type_3_0= ruleRelType ) ) ( (lv_shape_4_0= ruleWitnessShape ) )? )
            {
            // InternalIsolang.g:375:2: (otherlv_0= 'witness' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' ( (lv_type_3_0= ruleRelType ) ) ( (lv_shape_4_0= ruleWitnessShape ) )? )
            // InternalIsolang.g:376:3: otherlv_0= 'witness' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' ( (lv_type_3_0= ruleRelType ) ) ( (lv_shape_4_0= ruleWitnessShape ) )?
            {
            otherlv_0=(Token)match(input,16,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getWitnessAccess().getWitnessKeyword_0());
              		
            }
            // InternalIsolang.g:380:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalIsolang.g:381:4: (lv_name_1_0= RULE_ID )
            {
            // InternalIsolang.g:381:4: (lv_name_1_0= RULE_ID )
            // InternalIsolang.g:382:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_8); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_name_1_0, grammarAccess.getWitnessAccess().getNameIDTerminalRuleCall_1_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getWitnessRule());
              					}
              					setWithLastConsumed(
              						current,
              						"name",
              						lv_name_1_0,
              						"isolang.dsl.Isolang.ID");
              				
            }

            }


            }

            otherlv_2=(Token)match(input,17,FOLLOW_9); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_2, grammarAccess.getWitnessAccess().getColonKeyword_2());
              		
            }
            // InternalIsolang.g:402:3: ( (lv_type_3_0= ruleRelType ) )
            // InternalIsolang.g:403:4: (lv_type_3_0= ruleRelType )
            {
            // InternalIsolang.g:403:4: (lv_type_3_0= ruleRelType )
            // InternalIsolang.g:404:5: lv_type_3_0= ruleRelType
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getWitnessAccess().getTypeRelTypeParserRuleCall_3_0());
              				
            }
            pushFollow(FOLLOW_10);
            lv_type_3_0=ruleRelType();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getWitnessRule());
              					}
              					set(
              						current,
              						"type",
              						lv_type_3_0,
              						"isolang.dsl.Isolang.RelType");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:421:3: ( (lv_shape_4_0= ruleWitnessShape ) )?
            int alt6=2;
            int LA6_0 = input.LA(1);

            if ( ((LA6_0>=18 && LA6_0<=19)) ) {
                alt6=1;
            }
            switch (alt6) {
                case 1 :
                    // InternalIsolang.g:422:4: (lv_shape_4_0= ruleWitnessShape )
                    {
                    // InternalIsolang.g:422:4: (lv_shape_4_0= ruleWitnessShape )
                    // InternalIsolang.g:423:5: lv_shape_4_0= ruleWitnessShape
                    {
                    if ( state.backtracking==0 ) {

                      					newCompositeNode(grammarAccess.getWitnessAccess().getShapeWitnessShapeParserRuleCall_4_0());
                      				
                    }
                    pushFollow(FOLLOW_2);
                    lv_shape_4_0=ruleWitnessShape();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					if (current==null) {
                      						current = createModelElementForParent(grammarAccess.getWitnessRule());
                      					}
                      					set(
                      						current,
                      						"shape",
                      						lv_shape_4_0,
                      						"isolang.dsl.Isolang.WitnessShape");
                      					afterParserOrEnumRuleCall();
                      				
                    }

                    }


                    }
                    break;

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleWitness"


    // $ANTLR start "entryRuleWitnessShape"
    // InternalIsolang.g:444:1: entryRuleWitnessShape returns [EObject current=null] : iv_ruleWitnessShape= ruleWitnessShape EOF ;
    public final EObject entryRuleWitnessShape() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleWitnessShape = null;


        try {
            // InternalIsolang.g:444:53: (iv_ruleWitnessShape= ruleWitnessShape EOF )
            // InternalIsolang.g:445:2: iv_ruleWitnessShape= ruleWitnessShape EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getWitnessShapeRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleWitnessShape=ruleWitnessShape();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleWitnessShape; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleWitnessShape"


    // $ANTLR start "ruleWitnessShape"
    // InternalIsolang.g:451:1: ruleWitnessShape returns [EObject current=null] : ( ( () otherlv_1= 'as' ( (lv_kind_2_0= RULE_ID ) ) ( (lv_noun_3_0= RULE_ID ) ) ) | ( () otherlv_5= 'in' ( (otherlv_6= RULE_ID ) ) ) ) ;
    public final EObject ruleWitnessShape() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token lv_kind_2_0=null;
        Token lv_noun_3_0=null;
        Token otherlv_5=null;
        Token otherlv_6=null;


        	enterRule();

        try {
            // InternalIsolang.g:457:2: ( ( ( () otherlv_1= 'as' ( (lv_kind_2_0= RULE_ID ) ) ( (lv_noun_3_0= RULE_ID ) ) ) | ( () otherlv_5= 'in' ( (otherlv_6= RULE_ID ) ) ) ) )
            // InternalIsolang.g:458:2: ( ( () otherlv_1= 'as' ( (lv_kind_2_0= RULE_ID ) ) ( (lv_noun_3_0= RULE_ID ) ) ) | ( () otherlv_5= 'in' ( (otherlv_6= RULE_ID ) ) ) )
            {
            // InternalIsolang.g:458:2: ( ( () otherlv_1= 'as' ( (lv_kind_2_0= RULE_ID ) ) ( (lv_noun_3_0= RULE_ID ) ) ) | ( () otherlv_5= 'in' ( (otherlv_6= RULE_ID ) ) ) )
            int alt7=2;
            int LA7_0 = input.LA(1);

            if ( (LA7_0==18) ) {
                alt7=1;
            }
            else if ( (LA7_0==19) ) {
                alt7=2;
            }
            else {
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 7, 0, input);

                throw nvae;
            }
            switch (alt7) {
                case 1 :
                    // InternalIsolang.g:459:3: ( () otherlv_1= 'as' ( (lv_kind_2_0= RULE_ID ) ) ( (lv_noun_3_0= RULE_ID ) ) )
                    {
                    // InternalIsolang.g:459:3: ( () otherlv_1= 'as' ( (lv_kind_2_0= RULE_ID ) ) ( (lv_noun_3_0= RULE_ID ) ) )
                    // InternalIsolang.g:460:4: () otherlv_1= 'as' ( (lv_kind_2_0= RULE_ID ) ) ( (lv_noun_3_0= RULE_ID ) )
                    {
                    // InternalIsolang.g:460:4: ()
                    // InternalIsolang.g:461:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElement(
                      						grammarAccess.getWitnessShapeAccess().getOrderShapeAction_0_0(),
                      						current);
                      				
                    }

                    }

                    otherlv_1=(Token)match(input,18,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_1, grammarAccess.getWitnessShapeAccess().getAsKeyword_0_1());
                      			
                    }
                    // InternalIsolang.g:471:4: ( (lv_kind_2_0= RULE_ID ) )
                    // InternalIsolang.g:472:5: (lv_kind_2_0= RULE_ID )
                    {
                    // InternalIsolang.g:472:5: (lv_kind_2_0= RULE_ID )
                    // InternalIsolang.g:473:6: lv_kind_2_0= RULE_ID
                    {
                    lv_kind_2_0=(Token)match(input,RULE_ID,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(lv_kind_2_0, grammarAccess.getWitnessShapeAccess().getKindIDTerminalRuleCall_0_2_0());
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getWitnessShapeRule());
                      						}
                      						setWithLastConsumed(
                      							current,
                      							"kind",
                      							lv_kind_2_0,
                      							"isolang.dsl.Isolang.ID");
                      					
                    }

                    }


                    }

                    // InternalIsolang.g:489:4: ( (lv_noun_3_0= RULE_ID ) )
                    // InternalIsolang.g:490:5: (lv_noun_3_0= RULE_ID )
                    {
                    // InternalIsolang.g:490:5: (lv_noun_3_0= RULE_ID )
                    // InternalIsolang.g:491:6: lv_noun_3_0= RULE_ID
                    {
                    lv_noun_3_0=(Token)match(input,RULE_ID,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(lv_noun_3_0, grammarAccess.getWitnessShapeAccess().getNounIDTerminalRuleCall_0_3_0());
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getWitnessShapeRule());
                      						}
                      						setWithLastConsumed(
                      							current,
                      							"noun",
                      							lv_noun_3_0,
                      							"isolang.dsl.Isolang.ID");
                      					
                    }

                    }


                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:509:3: ( () otherlv_5= 'in' ( (otherlv_6= RULE_ID ) ) )
                    {
                    // InternalIsolang.g:509:3: ( () otherlv_5= 'in' ( (otherlv_6= RULE_ID ) ) )
                    // InternalIsolang.g:510:4: () otherlv_5= 'in' ( (otherlv_6= RULE_ID ) )
                    {
                    // InternalIsolang.g:510:4: ()
                    // InternalIsolang.g:511:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElement(
                      						grammarAccess.getWitnessShapeAccess().getSubsetShapeAction_1_0(),
                      						current);
                      				
                    }

                    }

                    otherlv_5=(Token)match(input,19,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_5, grammarAccess.getWitnessShapeAccess().getInKeyword_1_1());
                      			
                    }
                    // InternalIsolang.g:521:4: ( (otherlv_6= RULE_ID ) )
                    // InternalIsolang.g:522:5: (otherlv_6= RULE_ID )
                    {
                    // InternalIsolang.g:522:5: (otherlv_6= RULE_ID )
                    // InternalIsolang.g:523:6: otherlv_6= RULE_ID
                    {
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getWitnessShapeRule());
                      						}
                      					
                    }
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(otherlv_6, grammarAccess.getWitnessShapeAccess().getSupersetWitnessCrossReference_1_2_0());
                      					
                    }

                    }


                    }


                    }


                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleWitnessShape"


    // $ANTLR start "entryRuleLevelDecl"
    // InternalIsolang.g:539:1: entryRuleLevelDecl returns [EObject current=null] : iv_ruleLevelDecl= ruleLevelDecl EOF ;
    public final EObject entryRuleLevelDecl() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleLevelDecl = null;


        try {
            // InternalIsolang.g:539:50: (iv_ruleLevelDecl= ruleLevelDecl EOF )
            // InternalIsolang.g:540:2: iv_ruleLevelDecl= ruleLevelDecl EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getLevelDeclRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleLevelDecl=ruleLevelDecl();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleLevelDecl; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleLevelDecl"


    // $ANTLR start "ruleLevelDecl"
    // InternalIsolang.g:546:1: ruleLevelDecl returns [EObject current=null] : (otherlv_0= 'level' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= 'in' ( ( ruleQualifiedName ) ) (otherlv_4= '=' ( ( ruleQualifiedName ) ) (otherlv_6= 'and' ( ( ruleQualifiedName ) ) )* )? (otherlv_8= '{' ( ( (lv_axioms_9_0= ruleAxiomDecl ) ) | ( (lv_definitions_10_0= ruleDefinition ) ) )* otherlv_11= '}' )? ) ;
    public final EObject ruleLevelDecl() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_8=null;
        Token otherlv_11=null;
        EObject lv_axioms_9_0 = null;

        EObject lv_definitions_10_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:552:2: ( (otherlv_0= 'level' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= 'in' ( ( ruleQualifiedName ) ) (otherlv_4= '=' ( ( ruleQualifiedName ) ) (otherlv_6= 'and' ( ( ruleQualifiedName ) ) )* )? (otherlv_8= '{' ( ( (lv_axioms_9_0= ruleAxiomDecl ) ) | ( (lv_definitions_10_0= ruleDefinition ) ) )* otherlv_11= '}' )? ) )
            // InternalIsolang.g:553:2: (otherlv_0= 'level' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= 'in' ( ( ruleQualifiedName ) ) (otherlv_4= '=' ( ( ruleQualifiedName ) ) (otherlv_6= 'and' ( ( ruleQualifiedName ) ) )* )? (otherlv_8= '{' ( ( (lv_axioms_9_0= ruleAxiomDecl ) ) | ( (lv_definitions_10_0= ruleDefinition ) ) )* otherlv_11= '}' )? )
            {
            // InternalIsolang.g:553:2: (otherlv_0= 'level' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= 'in' ( ( ruleQualifiedName ) ) (otherlv_4= '=' ( ( ruleQualifiedName ) ) (otherlv_6= 'and' ( ( ruleQualifiedName ) ) )* )? (otherlv_8= '{' ( ( (lv_axioms_9_0= ruleAxiomDecl ) ) | ( (lv_definitions_10_0= ruleDefinition ) ) )* otherlv_11= '}' )? )
            // InternalIsolang.g:554:3: otherlv_0= 'level' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= 'in' ( ( ruleQualifiedName ) ) (otherlv_4= '=' ( ( ruleQualifiedName ) ) (otherlv_6= 'and' ( ( ruleQualifiedName ) ) )* )? (otherlv_8= '{' ( ( (lv_axioms_9_0= ruleAxiomDecl ) ) | ( (lv_definitions_10_0= ruleDefinition ) ) )* otherlv_11= '}' )?
            {
            otherlv_0=(Token)match(input,20,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getLevelDeclAccess().getLevelKeyword_0());
              		
            }
            // InternalIsolang.g:558:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalIsolang.g:559:4: (lv_name_1_0= RULE_ID )
            {
            // InternalIsolang.g:559:4: (lv_name_1_0= RULE_ID )
            // InternalIsolang.g:560:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_11); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_name_1_0, grammarAccess.getLevelDeclAccess().getNameIDTerminalRuleCall_1_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getLevelDeclRule());
              					}
              					setWithLastConsumed(
              						current,
              						"name",
              						lv_name_1_0,
              						"isolang.dsl.Isolang.ID");
              				
            }

            }


            }

            otherlv_2=(Token)match(input,19,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_2, grammarAccess.getLevelDeclAccess().getInKeyword_2());
              		
            }
            // InternalIsolang.g:580:3: ( ( ruleQualifiedName ) )
            // InternalIsolang.g:581:4: ( ruleQualifiedName )
            {
            // InternalIsolang.g:581:4: ( ruleQualifiedName )
            // InternalIsolang.g:582:5: ruleQualifiedName
            {
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getLevelDeclRule());
              					}
              				
            }
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getLevelDeclAccess().getFrameworkFrameworkDeclCrossReference_3_0());
              				
            }
            pushFollow(FOLLOW_12);
            ruleQualifiedName();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:596:3: (otherlv_4= '=' ( ( ruleQualifiedName ) ) (otherlv_6= 'and' ( ( ruleQualifiedName ) ) )* )?
            int alt9=2;
            int LA9_0 = input.LA(1);

            if ( (LA9_0==21) ) {
                alt9=1;
            }
            switch (alt9) {
                case 1 :
                    // InternalIsolang.g:597:4: otherlv_4= '=' ( ( ruleQualifiedName ) ) (otherlv_6= 'and' ( ( ruleQualifiedName ) ) )*
                    {
                    otherlv_4=(Token)match(input,21,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_4, grammarAccess.getLevelDeclAccess().getEqualsSignKeyword_4_0());
                      			
                    }
                    // InternalIsolang.g:601:4: ( ( ruleQualifiedName ) )
                    // InternalIsolang.g:602:5: ( ruleQualifiedName )
                    {
                    // InternalIsolang.g:602:5: ( ruleQualifiedName )
                    // InternalIsolang.g:603:6: ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getLevelDeclRule());
                      						}
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getLevelDeclAccess().getIncludesLevelDeclCrossReference_4_1_0());
                      					
                    }
                    pushFollow(FOLLOW_13);
                    ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }

                    // InternalIsolang.g:617:4: (otherlv_6= 'and' ( ( ruleQualifiedName ) ) )*
                    loop8:
                    do {
                        int alt8=2;
                        int LA8_0 = input.LA(1);

                        if ( (LA8_0==22) ) {
                            alt8=1;
                        }


                        switch (alt8) {
                    	case 1 :
                    	    // InternalIsolang.g:618:5: otherlv_6= 'and' ( ( ruleQualifiedName ) )
                    	    {
                    	    otherlv_6=(Token)match(input,22,FOLLOW_3); if (state.failed) return current;
                    	    if ( state.backtracking==0 ) {

                    	      					newLeafNode(otherlv_6, grammarAccess.getLevelDeclAccess().getAndKeyword_4_2_0());
                    	      				
                    	    }
                    	    // InternalIsolang.g:622:5: ( ( ruleQualifiedName ) )
                    	    // InternalIsolang.g:623:6: ( ruleQualifiedName )
                    	    {
                    	    // InternalIsolang.g:623:6: ( ruleQualifiedName )
                    	    // InternalIsolang.g:624:7: ruleQualifiedName
                    	    {
                    	    if ( state.backtracking==0 ) {

                    	      							if (current==null) {
                    	      								current = createModelElement(grammarAccess.getLevelDeclRule());
                    	      							}
                    	      						
                    	    }
                    	    if ( state.backtracking==0 ) {

                    	      							newCompositeNode(grammarAccess.getLevelDeclAccess().getIncludesLevelDeclCrossReference_4_2_1_0());
                    	      						
                    	    }
                    	    pushFollow(FOLLOW_13);
                    	    ruleQualifiedName();

                    	    state._fsp--;
                    	    if (state.failed) return current;
                    	    if ( state.backtracking==0 ) {

                    	      							afterParserOrEnumRuleCall();
                    	      						
                    	    }

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop8;
                        }
                    } while (true);


                    }
                    break;

            }

            // InternalIsolang.g:640:3: (otherlv_8= '{' ( ( (lv_axioms_9_0= ruleAxiomDecl ) ) | ( (lv_definitions_10_0= ruleDefinition ) ) )* otherlv_11= '}' )?
            int alt11=2;
            int LA11_0 = input.LA(1);

            if ( (LA11_0==14) ) {
                alt11=1;
            }
            switch (alt11) {
                case 1 :
                    // InternalIsolang.g:641:4: otherlv_8= '{' ( ( (lv_axioms_9_0= ruleAxiomDecl ) ) | ( (lv_definitions_10_0= ruleDefinition ) ) )* otherlv_11= '}'
                    {
                    otherlv_8=(Token)match(input,14,FOLLOW_14); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_8, grammarAccess.getLevelDeclAccess().getLeftCurlyBracketKeyword_5_0());
                      			
                    }
                    // InternalIsolang.g:645:4: ( ( (lv_axioms_9_0= ruleAxiomDecl ) ) | ( (lv_definitions_10_0= ruleDefinition ) ) )*
                    loop10:
                    do {
                        int alt10=3;
                        int LA10_0 = input.LA(1);

                        if ( (LA10_0==23) ) {
                            alt10=1;
                        }
                        else if ( (LA10_0==24||LA10_0==28) ) {
                            alt10=2;
                        }


                        switch (alt10) {
                    	case 1 :
                    	    // InternalIsolang.g:646:5: ( (lv_axioms_9_0= ruleAxiomDecl ) )
                    	    {
                    	    // InternalIsolang.g:646:5: ( (lv_axioms_9_0= ruleAxiomDecl ) )
                    	    // InternalIsolang.g:647:6: (lv_axioms_9_0= ruleAxiomDecl )
                    	    {
                    	    // InternalIsolang.g:647:6: (lv_axioms_9_0= ruleAxiomDecl )
                    	    // InternalIsolang.g:648:7: lv_axioms_9_0= ruleAxiomDecl
                    	    {
                    	    if ( state.backtracking==0 ) {

                    	      							newCompositeNode(grammarAccess.getLevelDeclAccess().getAxiomsAxiomDeclParserRuleCall_5_1_0_0());
                    	      						
                    	    }
                    	    pushFollow(FOLLOW_14);
                    	    lv_axioms_9_0=ruleAxiomDecl();

                    	    state._fsp--;
                    	    if (state.failed) return current;
                    	    if ( state.backtracking==0 ) {

                    	      							if (current==null) {
                    	      								current = createModelElementForParent(grammarAccess.getLevelDeclRule());
                    	      							}
                    	      							add(
                    	      								current,
                    	      								"axioms",
                    	      								lv_axioms_9_0,
                    	      								"isolang.dsl.Isolang.AxiomDecl");
                    	      							afterParserOrEnumRuleCall();
                    	      						
                    	    }

                    	    }


                    	    }


                    	    }
                    	    break;
                    	case 2 :
                    	    // InternalIsolang.g:666:5: ( (lv_definitions_10_0= ruleDefinition ) )
                    	    {
                    	    // InternalIsolang.g:666:5: ( (lv_definitions_10_0= ruleDefinition ) )
                    	    // InternalIsolang.g:667:6: (lv_definitions_10_0= ruleDefinition )
                    	    {
                    	    // InternalIsolang.g:667:6: (lv_definitions_10_0= ruleDefinition )
                    	    // InternalIsolang.g:668:7: lv_definitions_10_0= ruleDefinition
                    	    {
                    	    if ( state.backtracking==0 ) {

                    	      							newCompositeNode(grammarAccess.getLevelDeclAccess().getDefinitionsDefinitionParserRuleCall_5_1_1_0());
                    	      						
                    	    }
                    	    pushFollow(FOLLOW_14);
                    	    lv_definitions_10_0=ruleDefinition();

                    	    state._fsp--;
                    	    if (state.failed) return current;
                    	    if ( state.backtracking==0 ) {

                    	      							if (current==null) {
                    	      								current = createModelElementForParent(grammarAccess.getLevelDeclRule());
                    	      							}
                    	      							add(
                    	      								current,
                    	      								"definitions",
                    	      								lv_definitions_10_0,
                    	      								"isolang.dsl.Isolang.Definition");
                    	      							afterParserOrEnumRuleCall();
                    	      						
                    	    }

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop10;
                        }
                    } while (true);

                    otherlv_11=(Token)match(input,15,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_11, grammarAccess.getLevelDeclAccess().getRightCurlyBracketKeyword_5_2());
                      			
                    }

                    }
                    break;

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleLevelDecl"


    // $ANTLR start "entryRuleAxiomDecl"
    // InternalIsolang.g:695:1: entryRuleAxiomDecl returns [EObject current=null] : iv_ruleAxiomDecl= ruleAxiomDecl EOF ;
    public final EObject entryRuleAxiomDecl() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAxiomDecl = null;


        try {
            // InternalIsolang.g:695:50: (iv_ruleAxiomDecl= ruleAxiomDecl EOF )
            // InternalIsolang.g:696:2: iv_ruleAxiomDecl= ruleAxiomDecl EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getAxiomDeclRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleAxiomDecl=ruleAxiomDecl();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleAxiomDecl; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleAxiomDecl"


    // $ANTLR start "ruleAxiomDecl"
    // InternalIsolang.g:702:1: ruleAxiomDecl returns [EObject current=null] : (otherlv_0= 'axiom' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' ( (lv_formula_3_0= ruleExpr ) ) ) ;
    public final EObject ruleAxiomDecl() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token otherlv_2=null;
        EObject lv_formula_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:708:2: ( (otherlv_0= 'axiom' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' ( (lv_formula_3_0= ruleExpr ) ) ) )
            // InternalIsolang.g:709:2: (otherlv_0= 'axiom' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' ( (lv_formula_3_0= ruleExpr ) ) )
            {
            // InternalIsolang.g:709:2: (otherlv_0= 'axiom' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' ( (lv_formula_3_0= ruleExpr ) ) )
            // InternalIsolang.g:710:3: otherlv_0= 'axiom' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' ( (lv_formula_3_0= ruleExpr ) )
            {
            otherlv_0=(Token)match(input,23,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getAxiomDeclAccess().getAxiomKeyword_0());
              		
            }
            // InternalIsolang.g:714:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalIsolang.g:715:4: (lv_name_1_0= RULE_ID )
            {
            // InternalIsolang.g:715:4: (lv_name_1_0= RULE_ID )
            // InternalIsolang.g:716:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_8); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_name_1_0, grammarAccess.getAxiomDeclAccess().getNameIDTerminalRuleCall_1_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getAxiomDeclRule());
              					}
              					setWithLastConsumed(
              						current,
              						"name",
              						lv_name_1_0,
              						"isolang.dsl.Isolang.ID");
              				
            }

            }


            }

            otherlv_2=(Token)match(input,17,FOLLOW_15); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_2, grammarAccess.getAxiomDeclAccess().getColonKeyword_2());
              		
            }
            // InternalIsolang.g:736:3: ( (lv_formula_3_0= ruleExpr ) )
            // InternalIsolang.g:737:4: (lv_formula_3_0= ruleExpr )
            {
            // InternalIsolang.g:737:4: (lv_formula_3_0= ruleExpr )
            // InternalIsolang.g:738:5: lv_formula_3_0= ruleExpr
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getAxiomDeclAccess().getFormulaExprParserRuleCall_3_0());
              				
            }
            pushFollow(FOLLOW_2);
            lv_formula_3_0=ruleExpr();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getAxiomDeclRule());
              					}
              					set(
              						current,
              						"formula",
              						lv_formula_3_0,
              						"isolang.dsl.Isolang.Expr");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleAxiomDecl"


    // $ANTLR start "entryRuleDefinition"
    // InternalIsolang.g:759:1: entryRuleDefinition returns [EObject current=null] : iv_ruleDefinition= ruleDefinition EOF ;
    public final EObject entryRuleDefinition() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleDefinition = null;


        try {
            // InternalIsolang.g:759:51: (iv_ruleDefinition= ruleDefinition EOF )
            // InternalIsolang.g:760:2: iv_ruleDefinition= ruleDefinition EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getDefinitionRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleDefinition=ruleDefinition();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleDefinition; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleDefinition"


    // $ANTLR start "ruleDefinition"
    // InternalIsolang.g:766:1: ruleDefinition returns [EObject current=null] : (this_Pred_0= rulePred | this_Fun_1= ruleFun ) ;
    public final EObject ruleDefinition() throws RecognitionException {
        EObject current = null;

        EObject this_Pred_0 = null;

        EObject this_Fun_1 = null;



        	enterRule();

        try {
            // InternalIsolang.g:772:2: ( (this_Pred_0= rulePred | this_Fun_1= ruleFun ) )
            // InternalIsolang.g:773:2: (this_Pred_0= rulePred | this_Fun_1= ruleFun )
            {
            // InternalIsolang.g:773:2: (this_Pred_0= rulePred | this_Fun_1= ruleFun )
            int alt12=2;
            int LA12_0 = input.LA(1);

            if ( (LA12_0==24) ) {
                alt12=1;
            }
            else if ( (LA12_0==28) ) {
                alt12=2;
            }
            else {
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 12, 0, input);

                throw nvae;
            }
            switch (alt12) {
                case 1 :
                    // InternalIsolang.g:774:3: this_Pred_0= rulePred
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getDefinitionAccess().getPredParserRuleCall_0());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_Pred_0=rulePred();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_Pred_0;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;
                case 2 :
                    // InternalIsolang.g:783:3: this_Fun_1= ruleFun
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getDefinitionAccess().getFunParserRuleCall_1());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_Fun_1=ruleFun();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_Fun_1;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleDefinition"


    // $ANTLR start "entryRulePred"
    // InternalIsolang.g:795:1: entryRulePred returns [EObject current=null] : iv_rulePred= rulePred EOF ;
    public final EObject entryRulePred() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePred = null;


        try {
            // InternalIsolang.g:795:45: (iv_rulePred= rulePred EOF )
            // InternalIsolang.g:796:2: iv_rulePred= rulePred EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getPredRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_rulePred=rulePred();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_rulePred; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRulePred"


    // $ANTLR start "rulePred"
    // InternalIsolang.g:802:1: rulePred returns [EObject current=null] : (otherlv_0= 'pred' ( (lv_name_1_0= RULE_ID ) ) (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )? (otherlv_7= 'in' ( ( ruleQualifiedName ) ) )? otherlv_9= '{' ( (lv_body_10_0= ruleExpr ) ) otherlv_11= '}' ) ;
    public final EObject rulePred() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        Token otherlv_11=null;
        EObject lv_params_3_0 = null;

        EObject lv_params_5_0 = null;

        EObject lv_body_10_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:808:2: ( (otherlv_0= 'pred' ( (lv_name_1_0= RULE_ID ) ) (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )? (otherlv_7= 'in' ( ( ruleQualifiedName ) ) )? otherlv_9= '{' ( (lv_body_10_0= ruleExpr ) ) otherlv_11= '}' ) )
            // InternalIsolang.g:809:2: (otherlv_0= 'pred' ( (lv_name_1_0= RULE_ID ) ) (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )? (otherlv_7= 'in' ( ( ruleQualifiedName ) ) )? otherlv_9= '{' ( (lv_body_10_0= ruleExpr ) ) otherlv_11= '}' )
            {
            // InternalIsolang.g:809:2: (otherlv_0= 'pred' ( (lv_name_1_0= RULE_ID ) ) (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )? (otherlv_7= 'in' ( ( ruleQualifiedName ) ) )? otherlv_9= '{' ( (lv_body_10_0= ruleExpr ) ) otherlv_11= '}' )
            // InternalIsolang.g:810:3: otherlv_0= 'pred' ( (lv_name_1_0= RULE_ID ) ) (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )? (otherlv_7= 'in' ( ( ruleQualifiedName ) ) )? otherlv_9= '{' ( (lv_body_10_0= ruleExpr ) ) otherlv_11= '}'
            {
            otherlv_0=(Token)match(input,24,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getPredAccess().getPredKeyword_0());
              		
            }
            // InternalIsolang.g:814:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalIsolang.g:815:4: (lv_name_1_0= RULE_ID )
            {
            // InternalIsolang.g:815:4: (lv_name_1_0= RULE_ID )
            // InternalIsolang.g:816:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_16); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_name_1_0, grammarAccess.getPredAccess().getNameIDTerminalRuleCall_1_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getPredRule());
              					}
              					setWithLastConsumed(
              						current,
              						"name",
              						lv_name_1_0,
              						"isolang.dsl.Isolang.ID");
              				
            }

            }


            }

            // InternalIsolang.g:832:3: (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )?
            int alt15=2;
            int LA15_0 = input.LA(1);

            if ( (LA15_0==25) ) {
                alt15=1;
            }
            switch (alt15) {
                case 1 :
                    // InternalIsolang.g:833:4: otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']'
                    {
                    otherlv_2=(Token)match(input,25,FOLLOW_17); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_2, grammarAccess.getPredAccess().getLeftSquareBracketKeyword_2_0());
                      			
                    }
                    // InternalIsolang.g:837:4: ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )?
                    int alt14=2;
                    int LA14_0 = input.LA(1);

                    if ( (LA14_0==RULE_ID) ) {
                        alt14=1;
                    }
                    switch (alt14) {
                        case 1 :
                            // InternalIsolang.g:838:5: ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )*
                            {
                            // InternalIsolang.g:838:5: ( (lv_params_3_0= ruleParamGroup ) )
                            // InternalIsolang.g:839:6: (lv_params_3_0= ruleParamGroup )
                            {
                            // InternalIsolang.g:839:6: (lv_params_3_0= ruleParamGroup )
                            // InternalIsolang.g:840:7: lv_params_3_0= ruleParamGroup
                            {
                            if ( state.backtracking==0 ) {

                              							newCompositeNode(grammarAccess.getPredAccess().getParamsParamGroupParserRuleCall_2_1_0_0());
                              						
                            }
                            pushFollow(FOLLOW_18);
                            lv_params_3_0=ruleParamGroup();

                            state._fsp--;
                            if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElementForParent(grammarAccess.getPredRule());
                              							}
                              							add(
                              								current,
                              								"params",
                              								lv_params_3_0,
                              								"isolang.dsl.Isolang.ParamGroup");
                              							afterParserOrEnumRuleCall();
                              						
                            }

                            }


                            }

                            // InternalIsolang.g:857:5: (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )*
                            loop13:
                            do {
                                int alt13=2;
                                int LA13_0 = input.LA(1);

                                if ( (LA13_0==26) ) {
                                    alt13=1;
                                }


                                switch (alt13) {
                            	case 1 :
                            	    // InternalIsolang.g:858:6: otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) )
                            	    {
                            	    otherlv_4=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
                            	    if ( state.backtracking==0 ) {

                            	      						newLeafNode(otherlv_4, grammarAccess.getPredAccess().getCommaKeyword_2_1_1_0());
                            	      					
                            	    }
                            	    // InternalIsolang.g:862:6: ( (lv_params_5_0= ruleParamGroup ) )
                            	    // InternalIsolang.g:863:7: (lv_params_5_0= ruleParamGroup )
                            	    {
                            	    // InternalIsolang.g:863:7: (lv_params_5_0= ruleParamGroup )
                            	    // InternalIsolang.g:864:8: lv_params_5_0= ruleParamGroup
                            	    {
                            	    if ( state.backtracking==0 ) {

                            	      								newCompositeNode(grammarAccess.getPredAccess().getParamsParamGroupParserRuleCall_2_1_1_1_0());
                            	      							
                            	    }
                            	    pushFollow(FOLLOW_18);
                            	    lv_params_5_0=ruleParamGroup();

                            	    state._fsp--;
                            	    if (state.failed) return current;
                            	    if ( state.backtracking==0 ) {

                            	      								if (current==null) {
                            	      									current = createModelElementForParent(grammarAccess.getPredRule());
                            	      								}
                            	      								add(
                            	      									current,
                            	      									"params",
                            	      									lv_params_5_0,
                            	      									"isolang.dsl.Isolang.ParamGroup");
                            	      								afterParserOrEnumRuleCall();
                            	      							
                            	    }

                            	    }


                            	    }


                            	    }
                            	    break;

                            	default :
                            	    break loop13;
                                }
                            } while (true);


                            }
                            break;

                    }

                    otherlv_6=(Token)match(input,27,FOLLOW_19); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_6, grammarAccess.getPredAccess().getRightSquareBracketKeyword_2_2());
                      			
                    }

                    }
                    break;

            }

            // InternalIsolang.g:888:3: (otherlv_7= 'in' ( ( ruleQualifiedName ) ) )?
            int alt16=2;
            int LA16_0 = input.LA(1);

            if ( (LA16_0==19) ) {
                alt16=1;
            }
            switch (alt16) {
                case 1 :
                    // InternalIsolang.g:889:4: otherlv_7= 'in' ( ( ruleQualifiedName ) )
                    {
                    otherlv_7=(Token)match(input,19,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_7, grammarAccess.getPredAccess().getInKeyword_3_0());
                      			
                    }
                    // InternalIsolang.g:893:4: ( ( ruleQualifiedName ) )
                    // InternalIsolang.g:894:5: ( ruleQualifiedName )
                    {
                    // InternalIsolang.g:894:5: ( ruleQualifiedName )
                    // InternalIsolang.g:895:6: ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getPredRule());
                      						}
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getPredAccess().getFrameworkFrameworkDeclCrossReference_3_1_0());
                      					
                    }
                    pushFollow(FOLLOW_6);
                    ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }
                    break;

            }

            otherlv_9=(Token)match(input,14,FOLLOW_15); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_9, grammarAccess.getPredAccess().getLeftCurlyBracketKeyword_4());
              		
            }
            // InternalIsolang.g:914:3: ( (lv_body_10_0= ruleExpr ) )
            // InternalIsolang.g:915:4: (lv_body_10_0= ruleExpr )
            {
            // InternalIsolang.g:915:4: (lv_body_10_0= ruleExpr )
            // InternalIsolang.g:916:5: lv_body_10_0= ruleExpr
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getPredAccess().getBodyExprParserRuleCall_5_0());
              				
            }
            pushFollow(FOLLOW_20);
            lv_body_10_0=ruleExpr();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getPredRule());
              					}
              					set(
              						current,
              						"body",
              						lv_body_10_0,
              						"isolang.dsl.Isolang.Expr");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            otherlv_11=(Token)match(input,15,FOLLOW_2); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_11, grammarAccess.getPredAccess().getRightCurlyBracketKeyword_6());
              		
            }

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "rulePred"


    // $ANTLR start "entryRuleFun"
    // InternalIsolang.g:941:1: entryRuleFun returns [EObject current=null] : iv_ruleFun= ruleFun EOF ;
    public final EObject entryRuleFun() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleFun = null;


        try {
            // InternalIsolang.g:941:44: (iv_ruleFun= ruleFun EOF )
            // InternalIsolang.g:942:2: iv_ruleFun= ruleFun EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getFunRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleFun=ruleFun();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleFun; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleFun"


    // $ANTLR start "ruleFun"
    // InternalIsolang.g:948:1: ruleFun returns [EObject current=null] : (otherlv_0= 'fun' ( (lv_name_1_0= RULE_ID ) ) (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )? otherlv_7= ':' ( (lv_type_8_0= ruleRelType ) ) (otherlv_9= 'in' ( ( ruleQualifiedName ) ) )? otherlv_11= '{' ( (lv_body_12_0= ruleExpr ) ) otherlv_13= '}' ) ;
    public final EObject ruleFun() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        Token otherlv_11=null;
        Token otherlv_13=null;
        EObject lv_params_3_0 = null;

        EObject lv_params_5_0 = null;

        EObject lv_type_8_0 = null;

        EObject lv_body_12_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:954:2: ( (otherlv_0= 'fun' ( (lv_name_1_0= RULE_ID ) ) (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )? otherlv_7= ':' ( (lv_type_8_0= ruleRelType ) ) (otherlv_9= 'in' ( ( ruleQualifiedName ) ) )? otherlv_11= '{' ( (lv_body_12_0= ruleExpr ) ) otherlv_13= '}' ) )
            // InternalIsolang.g:955:2: (otherlv_0= 'fun' ( (lv_name_1_0= RULE_ID ) ) (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )? otherlv_7= ':' ( (lv_type_8_0= ruleRelType ) ) (otherlv_9= 'in' ( ( ruleQualifiedName ) ) )? otherlv_11= '{' ( (lv_body_12_0= ruleExpr ) ) otherlv_13= '}' )
            {
            // InternalIsolang.g:955:2: (otherlv_0= 'fun' ( (lv_name_1_0= RULE_ID ) ) (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )? otherlv_7= ':' ( (lv_type_8_0= ruleRelType ) ) (otherlv_9= 'in' ( ( ruleQualifiedName ) ) )? otherlv_11= '{' ( (lv_body_12_0= ruleExpr ) ) otherlv_13= '}' )
            // InternalIsolang.g:956:3: otherlv_0= 'fun' ( (lv_name_1_0= RULE_ID ) ) (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )? otherlv_7= ':' ( (lv_type_8_0= ruleRelType ) ) (otherlv_9= 'in' ( ( ruleQualifiedName ) ) )? otherlv_11= '{' ( (lv_body_12_0= ruleExpr ) ) otherlv_13= '}'
            {
            otherlv_0=(Token)match(input,28,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getFunAccess().getFunKeyword_0());
              		
            }
            // InternalIsolang.g:960:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalIsolang.g:961:4: (lv_name_1_0= RULE_ID )
            {
            // InternalIsolang.g:961:4: (lv_name_1_0= RULE_ID )
            // InternalIsolang.g:962:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_21); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_name_1_0, grammarAccess.getFunAccess().getNameIDTerminalRuleCall_1_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getFunRule());
              					}
              					setWithLastConsumed(
              						current,
              						"name",
              						lv_name_1_0,
              						"isolang.dsl.Isolang.ID");
              				
            }

            }


            }

            // InternalIsolang.g:978:3: (otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']' )?
            int alt19=2;
            int LA19_0 = input.LA(1);

            if ( (LA19_0==25) ) {
                alt19=1;
            }
            switch (alt19) {
                case 1 :
                    // InternalIsolang.g:979:4: otherlv_2= '[' ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )? otherlv_6= ']'
                    {
                    otherlv_2=(Token)match(input,25,FOLLOW_17); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_2, grammarAccess.getFunAccess().getLeftSquareBracketKeyword_2_0());
                      			
                    }
                    // InternalIsolang.g:983:4: ( ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )* )?
                    int alt18=2;
                    int LA18_0 = input.LA(1);

                    if ( (LA18_0==RULE_ID) ) {
                        alt18=1;
                    }
                    switch (alt18) {
                        case 1 :
                            // InternalIsolang.g:984:5: ( (lv_params_3_0= ruleParamGroup ) ) (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )*
                            {
                            // InternalIsolang.g:984:5: ( (lv_params_3_0= ruleParamGroup ) )
                            // InternalIsolang.g:985:6: (lv_params_3_0= ruleParamGroup )
                            {
                            // InternalIsolang.g:985:6: (lv_params_3_0= ruleParamGroup )
                            // InternalIsolang.g:986:7: lv_params_3_0= ruleParamGroup
                            {
                            if ( state.backtracking==0 ) {

                              							newCompositeNode(grammarAccess.getFunAccess().getParamsParamGroupParserRuleCall_2_1_0_0());
                              						
                            }
                            pushFollow(FOLLOW_18);
                            lv_params_3_0=ruleParamGroup();

                            state._fsp--;
                            if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElementForParent(grammarAccess.getFunRule());
                              							}
                              							add(
                              								current,
                              								"params",
                              								lv_params_3_0,
                              								"isolang.dsl.Isolang.ParamGroup");
                              							afterParserOrEnumRuleCall();
                              						
                            }

                            }


                            }

                            // InternalIsolang.g:1003:5: (otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) ) )*
                            loop17:
                            do {
                                int alt17=2;
                                int LA17_0 = input.LA(1);

                                if ( (LA17_0==26) ) {
                                    alt17=1;
                                }


                                switch (alt17) {
                            	case 1 :
                            	    // InternalIsolang.g:1004:6: otherlv_4= ',' ( (lv_params_5_0= ruleParamGroup ) )
                            	    {
                            	    otherlv_4=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
                            	    if ( state.backtracking==0 ) {

                            	      						newLeafNode(otherlv_4, grammarAccess.getFunAccess().getCommaKeyword_2_1_1_0());
                            	      					
                            	    }
                            	    // InternalIsolang.g:1008:6: ( (lv_params_5_0= ruleParamGroup ) )
                            	    // InternalIsolang.g:1009:7: (lv_params_5_0= ruleParamGroup )
                            	    {
                            	    // InternalIsolang.g:1009:7: (lv_params_5_0= ruleParamGroup )
                            	    // InternalIsolang.g:1010:8: lv_params_5_0= ruleParamGroup
                            	    {
                            	    if ( state.backtracking==0 ) {

                            	      								newCompositeNode(grammarAccess.getFunAccess().getParamsParamGroupParserRuleCall_2_1_1_1_0());
                            	      							
                            	    }
                            	    pushFollow(FOLLOW_18);
                            	    lv_params_5_0=ruleParamGroup();

                            	    state._fsp--;
                            	    if (state.failed) return current;
                            	    if ( state.backtracking==0 ) {

                            	      								if (current==null) {
                            	      									current = createModelElementForParent(grammarAccess.getFunRule());
                            	      								}
                            	      								add(
                            	      									current,
                            	      									"params",
                            	      									lv_params_5_0,
                            	      									"isolang.dsl.Isolang.ParamGroup");
                            	      								afterParserOrEnumRuleCall();
                            	      							
                            	    }

                            	    }


                            	    }


                            	    }
                            	    break;

                            	default :
                            	    break loop17;
                                }
                            } while (true);


                            }
                            break;

                    }

                    otherlv_6=(Token)match(input,27,FOLLOW_8); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_6, grammarAccess.getFunAccess().getRightSquareBracketKeyword_2_2());
                      			
                    }

                    }
                    break;

            }

            otherlv_7=(Token)match(input,17,FOLLOW_9); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_7, grammarAccess.getFunAccess().getColonKeyword_3());
              		
            }
            // InternalIsolang.g:1038:3: ( (lv_type_8_0= ruleRelType ) )
            // InternalIsolang.g:1039:4: (lv_type_8_0= ruleRelType )
            {
            // InternalIsolang.g:1039:4: (lv_type_8_0= ruleRelType )
            // InternalIsolang.g:1040:5: lv_type_8_0= ruleRelType
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getFunAccess().getTypeRelTypeParserRuleCall_4_0());
              				
            }
            pushFollow(FOLLOW_19);
            lv_type_8_0=ruleRelType();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getFunRule());
              					}
              					set(
              						current,
              						"type",
              						lv_type_8_0,
              						"isolang.dsl.Isolang.RelType");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:1057:3: (otherlv_9= 'in' ( ( ruleQualifiedName ) ) )?
            int alt20=2;
            int LA20_0 = input.LA(1);

            if ( (LA20_0==19) ) {
                alt20=1;
            }
            switch (alt20) {
                case 1 :
                    // InternalIsolang.g:1058:4: otherlv_9= 'in' ( ( ruleQualifiedName ) )
                    {
                    otherlv_9=(Token)match(input,19,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_9, grammarAccess.getFunAccess().getInKeyword_5_0());
                      			
                    }
                    // InternalIsolang.g:1062:4: ( ( ruleQualifiedName ) )
                    // InternalIsolang.g:1063:5: ( ruleQualifiedName )
                    {
                    // InternalIsolang.g:1063:5: ( ruleQualifiedName )
                    // InternalIsolang.g:1064:6: ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getFunRule());
                      						}
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getFunAccess().getFrameworkFrameworkDeclCrossReference_5_1_0());
                      					
                    }
                    pushFollow(FOLLOW_6);
                    ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }
                    break;

            }

            otherlv_11=(Token)match(input,14,FOLLOW_15); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_11, grammarAccess.getFunAccess().getLeftCurlyBracketKeyword_6());
              		
            }
            // InternalIsolang.g:1083:3: ( (lv_body_12_0= ruleExpr ) )
            // InternalIsolang.g:1084:4: (lv_body_12_0= ruleExpr )
            {
            // InternalIsolang.g:1084:4: (lv_body_12_0= ruleExpr )
            // InternalIsolang.g:1085:5: lv_body_12_0= ruleExpr
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getFunAccess().getBodyExprParserRuleCall_7_0());
              				
            }
            pushFollow(FOLLOW_20);
            lv_body_12_0=ruleExpr();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getFunRule());
              					}
              					set(
              						current,
              						"body",
              						lv_body_12_0,
              						"isolang.dsl.Isolang.Expr");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            otherlv_13=(Token)match(input,15,FOLLOW_2); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_13, grammarAccess.getFunAccess().getRightCurlyBracketKeyword_8());
              		
            }

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleFun"


    // $ANTLR start "entryRuleParamGroup"
    // InternalIsolang.g:1110:1: entryRuleParamGroup returns [EObject current=null] : iv_ruleParamGroup= ruleParamGroup EOF ;
    public final EObject entryRuleParamGroup() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleParamGroup = null;


        try {
            // InternalIsolang.g:1110:51: (iv_ruleParamGroup= ruleParamGroup EOF )
            // InternalIsolang.g:1111:2: iv_ruleParamGroup= ruleParamGroup EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getParamGroupRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleParamGroup=ruleParamGroup();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleParamGroup; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleParamGroup"


    // $ANTLR start "ruleParamGroup"
    // InternalIsolang.g:1117:1: ruleParamGroup returns [EObject current=null] : ( ( (lv_vars_0_0= ruleVar ) ) (otherlv_1= ',' ( (lv_vars_2_0= ruleVar ) ) )* otherlv_3= ':' ( (lv_type_4_0= ruleRelType ) ) ) ;
    public final EObject ruleParamGroup() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token otherlv_3=null;
        EObject lv_vars_0_0 = null;

        EObject lv_vars_2_0 = null;

        EObject lv_type_4_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:1123:2: ( ( ( (lv_vars_0_0= ruleVar ) ) (otherlv_1= ',' ( (lv_vars_2_0= ruleVar ) ) )* otherlv_3= ':' ( (lv_type_4_0= ruleRelType ) ) ) )
            // InternalIsolang.g:1124:2: ( ( (lv_vars_0_0= ruleVar ) ) (otherlv_1= ',' ( (lv_vars_2_0= ruleVar ) ) )* otherlv_3= ':' ( (lv_type_4_0= ruleRelType ) ) )
            {
            // InternalIsolang.g:1124:2: ( ( (lv_vars_0_0= ruleVar ) ) (otherlv_1= ',' ( (lv_vars_2_0= ruleVar ) ) )* otherlv_3= ':' ( (lv_type_4_0= ruleRelType ) ) )
            // InternalIsolang.g:1125:3: ( (lv_vars_0_0= ruleVar ) ) (otherlv_1= ',' ( (lv_vars_2_0= ruleVar ) ) )* otherlv_3= ':' ( (lv_type_4_0= ruleRelType ) )
            {
            // InternalIsolang.g:1125:3: ( (lv_vars_0_0= ruleVar ) )
            // InternalIsolang.g:1126:4: (lv_vars_0_0= ruleVar )
            {
            // InternalIsolang.g:1126:4: (lv_vars_0_0= ruleVar )
            // InternalIsolang.g:1127:5: lv_vars_0_0= ruleVar
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getParamGroupAccess().getVarsVarParserRuleCall_0_0());
              				
            }
            pushFollow(FOLLOW_22);
            lv_vars_0_0=ruleVar();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getParamGroupRule());
              					}
              					add(
              						current,
              						"vars",
              						lv_vars_0_0,
              						"isolang.dsl.Isolang.Var");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:1144:3: (otherlv_1= ',' ( (lv_vars_2_0= ruleVar ) ) )*
            loop21:
            do {
                int alt21=2;
                int LA21_0 = input.LA(1);

                if ( (LA21_0==26) ) {
                    alt21=1;
                }


                switch (alt21) {
            	case 1 :
            	    // InternalIsolang.g:1145:4: otherlv_1= ',' ( (lv_vars_2_0= ruleVar ) )
            	    {
            	    otherlv_1=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_1, grammarAccess.getParamGroupAccess().getCommaKeyword_1_0());
            	      			
            	    }
            	    // InternalIsolang.g:1149:4: ( (lv_vars_2_0= ruleVar ) )
            	    // InternalIsolang.g:1150:5: (lv_vars_2_0= ruleVar )
            	    {
            	    // InternalIsolang.g:1150:5: (lv_vars_2_0= ruleVar )
            	    // InternalIsolang.g:1151:6: lv_vars_2_0= ruleVar
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getParamGroupAccess().getVarsVarParserRuleCall_1_1_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_22);
            	    lv_vars_2_0=ruleVar();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getParamGroupRule());
            	      						}
            	      						add(
            	      							current,
            	      							"vars",
            	      							lv_vars_2_0,
            	      							"isolang.dsl.Isolang.Var");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop21;
                }
            } while (true);

            otherlv_3=(Token)match(input,17,FOLLOW_9); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_3, grammarAccess.getParamGroupAccess().getColonKeyword_2());
              		
            }
            // InternalIsolang.g:1173:3: ( (lv_type_4_0= ruleRelType ) )
            // InternalIsolang.g:1174:4: (lv_type_4_0= ruleRelType )
            {
            // InternalIsolang.g:1174:4: (lv_type_4_0= ruleRelType )
            // InternalIsolang.g:1175:5: lv_type_4_0= ruleRelType
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getParamGroupAccess().getTypeRelTypeParserRuleCall_3_0());
              				
            }
            pushFollow(FOLLOW_2);
            lv_type_4_0=ruleRelType();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getParamGroupRule());
              					}
              					set(
              						current,
              						"type",
              						lv_type_4_0,
              						"isolang.dsl.Isolang.RelType");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleParamGroup"


    // $ANTLR start "entryRuleVar"
    // InternalIsolang.g:1196:1: entryRuleVar returns [EObject current=null] : iv_ruleVar= ruleVar EOF ;
    public final EObject entryRuleVar() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleVar = null;


        try {
            // InternalIsolang.g:1196:44: (iv_ruleVar= ruleVar EOF )
            // InternalIsolang.g:1197:2: iv_ruleVar= ruleVar EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getVarRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleVar=ruleVar();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleVar; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleVar"


    // $ANTLR start "ruleVar"
    // InternalIsolang.g:1203:1: ruleVar returns [EObject current=null] : ( (lv_name_0_0= RULE_ID ) ) ;
    public final EObject ruleVar() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;


        	enterRule();

        try {
            // InternalIsolang.g:1209:2: ( ( (lv_name_0_0= RULE_ID ) ) )
            // InternalIsolang.g:1210:2: ( (lv_name_0_0= RULE_ID ) )
            {
            // InternalIsolang.g:1210:2: ( (lv_name_0_0= RULE_ID ) )
            // InternalIsolang.g:1211:3: (lv_name_0_0= RULE_ID )
            {
            // InternalIsolang.g:1211:3: (lv_name_0_0= RULE_ID )
            // InternalIsolang.g:1212:4: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_2); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              				newLeafNode(lv_name_0_0, grammarAccess.getVarAccess().getNameIDTerminalRuleCall_0());
              			
            }
            if ( state.backtracking==0 ) {

              				if (current==null) {
              					current = createModelElement(grammarAccess.getVarRule());
              				}
              				setWithLastConsumed(
              					current,
              					"name",
              					lv_name_0_0,
              					"isolang.dsl.Isolang.ID");
              			
            }

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleVar"


    // $ANTLR start "entryRuleRelType"
    // InternalIsolang.g:1231:1: entryRuleRelType returns [EObject current=null] : iv_ruleRelType= ruleRelType EOF ;
    public final EObject entryRuleRelType() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleRelType = null;


        try {
            // InternalIsolang.g:1231:48: (iv_ruleRelType= ruleRelType EOF )
            // InternalIsolang.g:1232:2: iv_ruleRelType= ruleRelType EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getRelTypeRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleRelType=ruleRelType();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleRelType; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleRelType"


    // $ANTLR start "ruleRelType"
    // InternalIsolang.g:1238:1: ruleRelType returns [EObject current=null] : ( ( (lv_sorts_0_0= ruleSort ) ) (otherlv_1= '->' ( (lv_sorts_2_0= ruleSort ) ) )* ) ;
    public final EObject ruleRelType() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Enumerator lv_sorts_0_0 = null;

        Enumerator lv_sorts_2_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:1244:2: ( ( ( (lv_sorts_0_0= ruleSort ) ) (otherlv_1= '->' ( (lv_sorts_2_0= ruleSort ) ) )* ) )
            // InternalIsolang.g:1245:2: ( ( (lv_sorts_0_0= ruleSort ) ) (otherlv_1= '->' ( (lv_sorts_2_0= ruleSort ) ) )* )
            {
            // InternalIsolang.g:1245:2: ( ( (lv_sorts_0_0= ruleSort ) ) (otherlv_1= '->' ( (lv_sorts_2_0= ruleSort ) ) )* )
            // InternalIsolang.g:1246:3: ( (lv_sorts_0_0= ruleSort ) ) (otherlv_1= '->' ( (lv_sorts_2_0= ruleSort ) ) )*
            {
            // InternalIsolang.g:1246:3: ( (lv_sorts_0_0= ruleSort ) )
            // InternalIsolang.g:1247:4: (lv_sorts_0_0= ruleSort )
            {
            // InternalIsolang.g:1247:4: (lv_sorts_0_0= ruleSort )
            // InternalIsolang.g:1248:5: lv_sorts_0_0= ruleSort
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getRelTypeAccess().getSortsSortEnumRuleCall_0_0());
              				
            }
            pushFollow(FOLLOW_23);
            lv_sorts_0_0=ruleSort();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getRelTypeRule());
              					}
              					add(
              						current,
              						"sorts",
              						lv_sorts_0_0,
              						"isolang.dsl.Isolang.Sort");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:1265:3: (otherlv_1= '->' ( (lv_sorts_2_0= ruleSort ) ) )*
            loop22:
            do {
                int alt22=2;
                int LA22_0 = input.LA(1);

                if ( (LA22_0==29) ) {
                    alt22=1;
                }


                switch (alt22) {
            	case 1 :
            	    // InternalIsolang.g:1266:4: otherlv_1= '->' ( (lv_sorts_2_0= ruleSort ) )
            	    {
            	    otherlv_1=(Token)match(input,29,FOLLOW_9); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_1, grammarAccess.getRelTypeAccess().getHyphenMinusGreaterThanSignKeyword_1_0());
            	      			
            	    }
            	    // InternalIsolang.g:1270:4: ( (lv_sorts_2_0= ruleSort ) )
            	    // InternalIsolang.g:1271:5: (lv_sorts_2_0= ruleSort )
            	    {
            	    // InternalIsolang.g:1271:5: (lv_sorts_2_0= ruleSort )
            	    // InternalIsolang.g:1272:6: lv_sorts_2_0= ruleSort
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getRelTypeAccess().getSortsSortEnumRuleCall_1_1_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_23);
            	    lv_sorts_2_0=ruleSort();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getRelTypeRule());
            	      						}
            	      						add(
            	      							current,
            	      							"sorts",
            	      							lv_sorts_2_0,
            	      							"isolang.dsl.Isolang.Sort");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop22;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleRelType"


    // $ANTLR start "entryRuleExpr"
    // InternalIsolang.g:1294:1: entryRuleExpr returns [EObject current=null] : iv_ruleExpr= ruleExpr EOF ;
    public final EObject entryRuleExpr() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleExpr = null;


        try {
            // InternalIsolang.g:1294:45: (iv_ruleExpr= ruleExpr EOF )
            // InternalIsolang.g:1295:2: iv_ruleExpr= ruleExpr EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getExprRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleExpr=ruleExpr();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleExpr; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleExpr"


    // $ANTLR start "ruleExpr"
    // InternalIsolang.g:1301:1: ruleExpr returns [EObject current=null] : ( ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=>this_Quantified_0= ruleQuantified ) | this_Let_1= ruleLet | this_Iff_2= ruleIff ) ;
    public final EObject ruleExpr() throws RecognitionException {
        EObject current = null;

        EObject this_Quantified_0 = null;

        EObject this_Let_1 = null;

        EObject this_Iff_2 = null;



        	enterRule();

        try {
            // InternalIsolang.g:1307:2: ( ( ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=>this_Quantified_0= ruleQuantified ) | this_Let_1= ruleLet | this_Iff_2= ruleIff ) )
            // InternalIsolang.g:1308:2: ( ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=>this_Quantified_0= ruleQuantified ) | this_Let_1= ruleLet | this_Iff_2= ruleIff )
            {
            // InternalIsolang.g:1308:2: ( ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=>this_Quantified_0= ruleQuantified ) | this_Let_1= ruleLet | this_Iff_2= ruleIff )
            int alt23=3;
            alt23 = dfa23.predict(input);
            switch (alt23) {
                case 1 :
                    // InternalIsolang.g:1309:3: ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=>this_Quantified_0= ruleQuantified )
                    {
                    // InternalIsolang.g:1309:3: ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=>this_Quantified_0= ruleQuantified )
                    // InternalIsolang.g:1310:4: ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=>this_Quantified_0= ruleQuantified
                    {
                    if ( state.backtracking==0 ) {

                      				newCompositeNode(grammarAccess.getExprAccess().getQuantifiedParserRuleCall_0());
                      			
                    }
                    pushFollow(FOLLOW_2);
                    this_Quantified_0=ruleQuantified();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = this_Quantified_0;
                      				afterParserOrEnumRuleCall();
                      			
                    }

                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:1335:3: this_Let_1= ruleLet
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getExprAccess().getLetParserRuleCall_1());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_Let_1=ruleLet();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_Let_1;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;
                case 3 :
                    // InternalIsolang.g:1344:3: this_Iff_2= ruleIff
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getExprAccess().getIffParserRuleCall_2());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_Iff_2=ruleIff();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_Iff_2;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleExpr"


    // $ANTLR start "entryRuleIff"
    // InternalIsolang.g:1356:1: entryRuleIff returns [EObject current=null] : iv_ruleIff= ruleIff EOF ;
    public final EObject entryRuleIff() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleIff = null;


        try {
            // InternalIsolang.g:1356:44: (iv_ruleIff= ruleIff EOF )
            // InternalIsolang.g:1357:2: iv_ruleIff= ruleIff EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getIffRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleIff=ruleIff();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleIff; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleIff"


    // $ANTLR start "ruleIff"
    // InternalIsolang.g:1363:1: ruleIff returns [EObject current=null] : (this_Implies_0= ruleImplies ( () ( ( (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )* ) ;
    public final EObject ruleIff() throws RecognitionException {
        EObject current = null;

        Token lv_op_2_1=null;
        Token lv_op_2_2=null;
        EObject this_Implies_0 = null;

        EObject lv_right_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:1369:2: ( (this_Implies_0= ruleImplies ( () ( ( (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )* ) )
            // InternalIsolang.g:1370:2: (this_Implies_0= ruleImplies ( () ( ( (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )* )
            {
            // InternalIsolang.g:1370:2: (this_Implies_0= ruleImplies ( () ( ( (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )* )
            // InternalIsolang.g:1371:3: this_Implies_0= ruleImplies ( () ( ( (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )*
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getIffAccess().getImpliesParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_24);
            this_Implies_0=ruleImplies();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current = this_Implies_0;
              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:1379:3: ( () ( ( (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )*
            loop25:
            do {
                int alt25=2;
                int LA25_0 = input.LA(1);

                if ( ((LA25_0>=30 && LA25_0<=31)) ) {
                    alt25=1;
                }


                switch (alt25) {
            	case 1 :
            	    // InternalIsolang.g:1380:4: () ( ( (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' ) ) ) ( (lv_right_3_0= ruleImplies ) )
            	    {
            	    // InternalIsolang.g:1380:4: ()
            	    // InternalIsolang.g:1381:5: 
            	    {
            	    if ( state.backtracking==0 ) {

            	      					current = forceCreateModelElementAndSet(
            	      						grammarAccess.getIffAccess().getBinaryFormulaLeftAction_1_0(),
            	      						current);
            	      				
            	    }

            	    }

            	    // InternalIsolang.g:1387:4: ( ( (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' ) ) )
            	    // InternalIsolang.g:1388:5: ( (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' ) )
            	    {
            	    // InternalIsolang.g:1388:5: ( (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' ) )
            	    // InternalIsolang.g:1389:6: (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' )
            	    {
            	    // InternalIsolang.g:1389:6: (lv_op_2_1= 'iff' | lv_op_2_2= '<=>' )
            	    int alt24=2;
            	    int LA24_0 = input.LA(1);

            	    if ( (LA24_0==30) ) {
            	        alt24=1;
            	    }
            	    else if ( (LA24_0==31) ) {
            	        alt24=2;
            	    }
            	    else {
            	        if (state.backtracking>0) {state.failed=true; return current;}
            	        NoViableAltException nvae =
            	            new NoViableAltException("", 24, 0, input);

            	        throw nvae;
            	    }
            	    switch (alt24) {
            	        case 1 :
            	            // InternalIsolang.g:1390:7: lv_op_2_1= 'iff'
            	            {
            	            lv_op_2_1=(Token)match(input,30,FOLLOW_15); if (state.failed) return current;
            	            if ( state.backtracking==0 ) {

            	              							newLeafNode(lv_op_2_1, grammarAccess.getIffAccess().getOpIffKeyword_1_1_0_0());
            	              						
            	            }
            	            if ( state.backtracking==0 ) {

            	              							if (current==null) {
            	              								current = createModelElement(grammarAccess.getIffRule());
            	              							}
            	              							setWithLastConsumed(current, "op", lv_op_2_1, null);
            	              						
            	            }

            	            }
            	            break;
            	        case 2 :
            	            // InternalIsolang.g:1401:7: lv_op_2_2= '<=>'
            	            {
            	            lv_op_2_2=(Token)match(input,31,FOLLOW_15); if (state.failed) return current;
            	            if ( state.backtracking==0 ) {

            	              							newLeafNode(lv_op_2_2, grammarAccess.getIffAccess().getOpLessThanSignEqualsSignGreaterThanSignKeyword_1_1_0_1());
            	              						
            	            }
            	            if ( state.backtracking==0 ) {

            	              							if (current==null) {
            	              								current = createModelElement(grammarAccess.getIffRule());
            	              							}
            	              							setWithLastConsumed(current, "op", lv_op_2_2, null);
            	              						
            	            }

            	            }
            	            break;

            	    }


            	    }


            	    }

            	    // InternalIsolang.g:1414:4: ( (lv_right_3_0= ruleImplies ) )
            	    // InternalIsolang.g:1415:5: (lv_right_3_0= ruleImplies )
            	    {
            	    // InternalIsolang.g:1415:5: (lv_right_3_0= ruleImplies )
            	    // InternalIsolang.g:1416:6: lv_right_3_0= ruleImplies
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getIffAccess().getRightImpliesParserRuleCall_1_2_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_24);
            	    lv_right_3_0=ruleImplies();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getIffRule());
            	      						}
            	      						set(
            	      							current,
            	      							"right",
            	      							lv_right_3_0,
            	      							"isolang.dsl.Isolang.Implies");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop25;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleIff"


    // $ANTLR start "entryRuleImplies"
    // InternalIsolang.g:1438:1: entryRuleImplies returns [EObject current=null] : iv_ruleImplies= ruleImplies EOF ;
    public final EObject entryRuleImplies() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleImplies = null;


        try {
            // InternalIsolang.g:1438:48: (iv_ruleImplies= ruleImplies EOF )
            // InternalIsolang.g:1439:2: iv_ruleImplies= ruleImplies EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getImpliesRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleImplies=ruleImplies();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleImplies; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleImplies"


    // $ANTLR start "ruleImplies"
    // InternalIsolang.g:1445:1: ruleImplies returns [EObject current=null] : (this_Or_0= ruleOr ( () ( ( (lv_op_2_1= 'implies' | lv_op_2_2= '=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )? ) ;
    public final EObject ruleImplies() throws RecognitionException {
        EObject current = null;

        Token lv_op_2_1=null;
        Token lv_op_2_2=null;
        EObject this_Or_0 = null;

        EObject lv_right_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:1451:2: ( (this_Or_0= ruleOr ( () ( ( (lv_op_2_1= 'implies' | lv_op_2_2= '=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )? ) )
            // InternalIsolang.g:1452:2: (this_Or_0= ruleOr ( () ( ( (lv_op_2_1= 'implies' | lv_op_2_2= '=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )? )
            {
            // InternalIsolang.g:1452:2: (this_Or_0= ruleOr ( () ( ( (lv_op_2_1= 'implies' | lv_op_2_2= '=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )? )
            // InternalIsolang.g:1453:3: this_Or_0= ruleOr ( () ( ( (lv_op_2_1= 'implies' | lv_op_2_2= '=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )?
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getImpliesAccess().getOrParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_25);
            this_Or_0=ruleOr();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current = this_Or_0;
              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:1461:3: ( () ( ( (lv_op_2_1= 'implies' | lv_op_2_2= '=>' ) ) ) ( (lv_right_3_0= ruleImplies ) ) )?
            int alt27=2;
            int LA27_0 = input.LA(1);

            if ( ((LA27_0>=32 && LA27_0<=33)) ) {
                alt27=1;
            }
            switch (alt27) {
                case 1 :
                    // InternalIsolang.g:1462:4: () ( ( (lv_op_2_1= 'implies' | lv_op_2_2= '=>' ) ) ) ( (lv_right_3_0= ruleImplies ) )
                    {
                    // InternalIsolang.g:1462:4: ()
                    // InternalIsolang.g:1463:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElementAndSet(
                      						grammarAccess.getImpliesAccess().getBinaryFormulaLeftAction_1_0(),
                      						current);
                      				
                    }

                    }

                    // InternalIsolang.g:1469:4: ( ( (lv_op_2_1= 'implies' | lv_op_2_2= '=>' ) ) )
                    // InternalIsolang.g:1470:5: ( (lv_op_2_1= 'implies' | lv_op_2_2= '=>' ) )
                    {
                    // InternalIsolang.g:1470:5: ( (lv_op_2_1= 'implies' | lv_op_2_2= '=>' ) )
                    // InternalIsolang.g:1471:6: (lv_op_2_1= 'implies' | lv_op_2_2= '=>' )
                    {
                    // InternalIsolang.g:1471:6: (lv_op_2_1= 'implies' | lv_op_2_2= '=>' )
                    int alt26=2;
                    int LA26_0 = input.LA(1);

                    if ( (LA26_0==32) ) {
                        alt26=1;
                    }
                    else if ( (LA26_0==33) ) {
                        alt26=2;
                    }
                    else {
                        if (state.backtracking>0) {state.failed=true; return current;}
                        NoViableAltException nvae =
                            new NoViableAltException("", 26, 0, input);

                        throw nvae;
                    }
                    switch (alt26) {
                        case 1 :
                            // InternalIsolang.g:1472:7: lv_op_2_1= 'implies'
                            {
                            lv_op_2_1=(Token)match(input,32,FOLLOW_15); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							newLeafNode(lv_op_2_1, grammarAccess.getImpliesAccess().getOpImpliesKeyword_1_1_0_0());
                              						
                            }
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElement(grammarAccess.getImpliesRule());
                              							}
                              							setWithLastConsumed(current, "op", lv_op_2_1, null);
                              						
                            }

                            }
                            break;
                        case 2 :
                            // InternalIsolang.g:1483:7: lv_op_2_2= '=>'
                            {
                            lv_op_2_2=(Token)match(input,33,FOLLOW_15); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							newLeafNode(lv_op_2_2, grammarAccess.getImpliesAccess().getOpEqualsSignGreaterThanSignKeyword_1_1_0_1());
                              						
                            }
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElement(grammarAccess.getImpliesRule());
                              							}
                              							setWithLastConsumed(current, "op", lv_op_2_2, null);
                              						
                            }

                            }
                            break;

                    }


                    }


                    }

                    // InternalIsolang.g:1496:4: ( (lv_right_3_0= ruleImplies ) )
                    // InternalIsolang.g:1497:5: (lv_right_3_0= ruleImplies )
                    {
                    // InternalIsolang.g:1497:5: (lv_right_3_0= ruleImplies )
                    // InternalIsolang.g:1498:6: lv_right_3_0= ruleImplies
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getImpliesAccess().getRightImpliesParserRuleCall_1_2_0());
                      					
                    }
                    pushFollow(FOLLOW_2);
                    lv_right_3_0=ruleImplies();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getImpliesRule());
                      						}
                      						set(
                      							current,
                      							"right",
                      							lv_right_3_0,
                      							"isolang.dsl.Isolang.Implies");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }
                    break;

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleImplies"


    // $ANTLR start "entryRuleOr"
    // InternalIsolang.g:1520:1: entryRuleOr returns [EObject current=null] : iv_ruleOr= ruleOr EOF ;
    public final EObject entryRuleOr() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleOr = null;


        try {
            // InternalIsolang.g:1520:43: (iv_ruleOr= ruleOr EOF )
            // InternalIsolang.g:1521:2: iv_ruleOr= ruleOr EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getOrRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleOr=ruleOr();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleOr; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleOr"


    // $ANTLR start "ruleOr"
    // InternalIsolang.g:1527:1: ruleOr returns [EObject current=null] : (this_And_0= ruleAnd ( () ( ( (lv_op_2_1= 'or' | lv_op_2_2= '||' ) ) ) ( (lv_right_3_0= ruleAnd ) ) )* ) ;
    public final EObject ruleOr() throws RecognitionException {
        EObject current = null;

        Token lv_op_2_1=null;
        Token lv_op_2_2=null;
        EObject this_And_0 = null;

        EObject lv_right_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:1533:2: ( (this_And_0= ruleAnd ( () ( ( (lv_op_2_1= 'or' | lv_op_2_2= '||' ) ) ) ( (lv_right_3_0= ruleAnd ) ) )* ) )
            // InternalIsolang.g:1534:2: (this_And_0= ruleAnd ( () ( ( (lv_op_2_1= 'or' | lv_op_2_2= '||' ) ) ) ( (lv_right_3_0= ruleAnd ) ) )* )
            {
            // InternalIsolang.g:1534:2: (this_And_0= ruleAnd ( () ( ( (lv_op_2_1= 'or' | lv_op_2_2= '||' ) ) ) ( (lv_right_3_0= ruleAnd ) ) )* )
            // InternalIsolang.g:1535:3: this_And_0= ruleAnd ( () ( ( (lv_op_2_1= 'or' | lv_op_2_2= '||' ) ) ) ( (lv_right_3_0= ruleAnd ) ) )*
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getOrAccess().getAndParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_26);
            this_And_0=ruleAnd();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current = this_And_0;
              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:1543:3: ( () ( ( (lv_op_2_1= 'or' | lv_op_2_2= '||' ) ) ) ( (lv_right_3_0= ruleAnd ) ) )*
            loop29:
            do {
                int alt29=2;
                int LA29_0 = input.LA(1);

                if ( ((LA29_0>=34 && LA29_0<=35)) ) {
                    alt29=1;
                }


                switch (alt29) {
            	case 1 :
            	    // InternalIsolang.g:1544:4: () ( ( (lv_op_2_1= 'or' | lv_op_2_2= '||' ) ) ) ( (lv_right_3_0= ruleAnd ) )
            	    {
            	    // InternalIsolang.g:1544:4: ()
            	    // InternalIsolang.g:1545:5: 
            	    {
            	    if ( state.backtracking==0 ) {

            	      					current = forceCreateModelElementAndSet(
            	      						grammarAccess.getOrAccess().getBinaryFormulaLeftAction_1_0(),
            	      						current);
            	      				
            	    }

            	    }

            	    // InternalIsolang.g:1551:4: ( ( (lv_op_2_1= 'or' | lv_op_2_2= '||' ) ) )
            	    // InternalIsolang.g:1552:5: ( (lv_op_2_1= 'or' | lv_op_2_2= '||' ) )
            	    {
            	    // InternalIsolang.g:1552:5: ( (lv_op_2_1= 'or' | lv_op_2_2= '||' ) )
            	    // InternalIsolang.g:1553:6: (lv_op_2_1= 'or' | lv_op_2_2= '||' )
            	    {
            	    // InternalIsolang.g:1553:6: (lv_op_2_1= 'or' | lv_op_2_2= '||' )
            	    int alt28=2;
            	    int LA28_0 = input.LA(1);

            	    if ( (LA28_0==34) ) {
            	        alt28=1;
            	    }
            	    else if ( (LA28_0==35) ) {
            	        alt28=2;
            	    }
            	    else {
            	        if (state.backtracking>0) {state.failed=true; return current;}
            	        NoViableAltException nvae =
            	            new NoViableAltException("", 28, 0, input);

            	        throw nvae;
            	    }
            	    switch (alt28) {
            	        case 1 :
            	            // InternalIsolang.g:1554:7: lv_op_2_1= 'or'
            	            {
            	            lv_op_2_1=(Token)match(input,34,FOLLOW_15); if (state.failed) return current;
            	            if ( state.backtracking==0 ) {

            	              							newLeafNode(lv_op_2_1, grammarAccess.getOrAccess().getOpOrKeyword_1_1_0_0());
            	              						
            	            }
            	            if ( state.backtracking==0 ) {

            	              							if (current==null) {
            	              								current = createModelElement(grammarAccess.getOrRule());
            	              							}
            	              							setWithLastConsumed(current, "op", lv_op_2_1, null);
            	              						
            	            }

            	            }
            	            break;
            	        case 2 :
            	            // InternalIsolang.g:1565:7: lv_op_2_2= '||'
            	            {
            	            lv_op_2_2=(Token)match(input,35,FOLLOW_15); if (state.failed) return current;
            	            if ( state.backtracking==0 ) {

            	              							newLeafNode(lv_op_2_2, grammarAccess.getOrAccess().getOpVerticalLineVerticalLineKeyword_1_1_0_1());
            	              						
            	            }
            	            if ( state.backtracking==0 ) {

            	              							if (current==null) {
            	              								current = createModelElement(grammarAccess.getOrRule());
            	              							}
            	              							setWithLastConsumed(current, "op", lv_op_2_2, null);
            	              						
            	            }

            	            }
            	            break;

            	    }


            	    }


            	    }

            	    // InternalIsolang.g:1578:4: ( (lv_right_3_0= ruleAnd ) )
            	    // InternalIsolang.g:1579:5: (lv_right_3_0= ruleAnd )
            	    {
            	    // InternalIsolang.g:1579:5: (lv_right_3_0= ruleAnd )
            	    // InternalIsolang.g:1580:6: lv_right_3_0= ruleAnd
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getOrAccess().getRightAndParserRuleCall_1_2_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_26);
            	    lv_right_3_0=ruleAnd();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getOrRule());
            	      						}
            	      						set(
            	      							current,
            	      							"right",
            	      							lv_right_3_0,
            	      							"isolang.dsl.Isolang.And");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop29;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleOr"


    // $ANTLR start "entryRuleAnd"
    // InternalIsolang.g:1602:1: entryRuleAnd returns [EObject current=null] : iv_ruleAnd= ruleAnd EOF ;
    public final EObject entryRuleAnd() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleAnd = null;


        try {
            // InternalIsolang.g:1602:44: (iv_ruleAnd= ruleAnd EOF )
            // InternalIsolang.g:1603:2: iv_ruleAnd= ruleAnd EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getAndRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleAnd=ruleAnd();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleAnd; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleAnd"


    // $ANTLR start "ruleAnd"
    // InternalIsolang.g:1609:1: ruleAnd returns [EObject current=null] : (this_Unary_0= ruleUnary ( () ( ( (lv_op_2_1= 'and' | lv_op_2_2= '&&' ) ) ) ( (lv_right_3_0= ruleUnary ) ) )* ) ;
    public final EObject ruleAnd() throws RecognitionException {
        EObject current = null;

        Token lv_op_2_1=null;
        Token lv_op_2_2=null;
        EObject this_Unary_0 = null;

        EObject lv_right_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:1615:2: ( (this_Unary_0= ruleUnary ( () ( ( (lv_op_2_1= 'and' | lv_op_2_2= '&&' ) ) ) ( (lv_right_3_0= ruleUnary ) ) )* ) )
            // InternalIsolang.g:1616:2: (this_Unary_0= ruleUnary ( () ( ( (lv_op_2_1= 'and' | lv_op_2_2= '&&' ) ) ) ( (lv_right_3_0= ruleUnary ) ) )* )
            {
            // InternalIsolang.g:1616:2: (this_Unary_0= ruleUnary ( () ( ( (lv_op_2_1= 'and' | lv_op_2_2= '&&' ) ) ) ( (lv_right_3_0= ruleUnary ) ) )* )
            // InternalIsolang.g:1617:3: this_Unary_0= ruleUnary ( () ( ( (lv_op_2_1= 'and' | lv_op_2_2= '&&' ) ) ) ( (lv_right_3_0= ruleUnary ) ) )*
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getAndAccess().getUnaryParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_27);
            this_Unary_0=ruleUnary();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current = this_Unary_0;
              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:1625:3: ( () ( ( (lv_op_2_1= 'and' | lv_op_2_2= '&&' ) ) ) ( (lv_right_3_0= ruleUnary ) ) )*
            loop31:
            do {
                int alt31=2;
                int LA31_0 = input.LA(1);

                if ( (LA31_0==22||LA31_0==36) ) {
                    alt31=1;
                }


                switch (alt31) {
            	case 1 :
            	    // InternalIsolang.g:1626:4: () ( ( (lv_op_2_1= 'and' | lv_op_2_2= '&&' ) ) ) ( (lv_right_3_0= ruleUnary ) )
            	    {
            	    // InternalIsolang.g:1626:4: ()
            	    // InternalIsolang.g:1627:5: 
            	    {
            	    if ( state.backtracking==0 ) {

            	      					current = forceCreateModelElementAndSet(
            	      						grammarAccess.getAndAccess().getBinaryFormulaLeftAction_1_0(),
            	      						current);
            	      				
            	    }

            	    }

            	    // InternalIsolang.g:1633:4: ( ( (lv_op_2_1= 'and' | lv_op_2_2= '&&' ) ) )
            	    // InternalIsolang.g:1634:5: ( (lv_op_2_1= 'and' | lv_op_2_2= '&&' ) )
            	    {
            	    // InternalIsolang.g:1634:5: ( (lv_op_2_1= 'and' | lv_op_2_2= '&&' ) )
            	    // InternalIsolang.g:1635:6: (lv_op_2_1= 'and' | lv_op_2_2= '&&' )
            	    {
            	    // InternalIsolang.g:1635:6: (lv_op_2_1= 'and' | lv_op_2_2= '&&' )
            	    int alt30=2;
            	    int LA30_0 = input.LA(1);

            	    if ( (LA30_0==22) ) {
            	        alt30=1;
            	    }
            	    else if ( (LA30_0==36) ) {
            	        alt30=2;
            	    }
            	    else {
            	        if (state.backtracking>0) {state.failed=true; return current;}
            	        NoViableAltException nvae =
            	            new NoViableAltException("", 30, 0, input);

            	        throw nvae;
            	    }
            	    switch (alt30) {
            	        case 1 :
            	            // InternalIsolang.g:1636:7: lv_op_2_1= 'and'
            	            {
            	            lv_op_2_1=(Token)match(input,22,FOLLOW_15); if (state.failed) return current;
            	            if ( state.backtracking==0 ) {

            	              							newLeafNode(lv_op_2_1, grammarAccess.getAndAccess().getOpAndKeyword_1_1_0_0());
            	              						
            	            }
            	            if ( state.backtracking==0 ) {

            	              							if (current==null) {
            	              								current = createModelElement(grammarAccess.getAndRule());
            	              							}
            	              							setWithLastConsumed(current, "op", lv_op_2_1, null);
            	              						
            	            }

            	            }
            	            break;
            	        case 2 :
            	            // InternalIsolang.g:1647:7: lv_op_2_2= '&&'
            	            {
            	            lv_op_2_2=(Token)match(input,36,FOLLOW_15); if (state.failed) return current;
            	            if ( state.backtracking==0 ) {

            	              							newLeafNode(lv_op_2_2, grammarAccess.getAndAccess().getOpAmpersandAmpersandKeyword_1_1_0_1());
            	              						
            	            }
            	            if ( state.backtracking==0 ) {

            	              							if (current==null) {
            	              								current = createModelElement(grammarAccess.getAndRule());
            	              							}
            	              							setWithLastConsumed(current, "op", lv_op_2_2, null);
            	              						
            	            }

            	            }
            	            break;

            	    }


            	    }


            	    }

            	    // InternalIsolang.g:1660:4: ( (lv_right_3_0= ruleUnary ) )
            	    // InternalIsolang.g:1661:5: (lv_right_3_0= ruleUnary )
            	    {
            	    // InternalIsolang.g:1661:5: (lv_right_3_0= ruleUnary )
            	    // InternalIsolang.g:1662:6: lv_right_3_0= ruleUnary
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getAndAccess().getRightUnaryParserRuleCall_1_2_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_27);
            	    lv_right_3_0=ruleUnary();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getAndRule());
            	      						}
            	      						set(
            	      							current,
            	      							"right",
            	      							lv_right_3_0,
            	      							"isolang.dsl.Isolang.Unary");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop31;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleAnd"


    // $ANTLR start "entryRuleUnary"
    // InternalIsolang.g:1684:1: entryRuleUnary returns [EObject current=null] : iv_ruleUnary= ruleUnary EOF ;
    public final EObject entryRuleUnary() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnary = null;


        try {
            // InternalIsolang.g:1684:46: (iv_ruleUnary= ruleUnary EOF )
            // InternalIsolang.g:1685:2: iv_ruleUnary= ruleUnary EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getUnaryRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleUnary=ruleUnary();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleUnary; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleUnary"


    // $ANTLR start "ruleUnary"
    // InternalIsolang.g:1691:1: ruleUnary returns [EObject current=null] : ( ( () (otherlv_1= 'not' | otherlv_2= '!' ) ( (lv_operand_3_0= ruleUnary ) ) ) | ( () ( (lv_mult_5_0= ruleMult ) ) ( (lv_operand_6_0= ruleUnion ) ) ) | this_Comparison_7= ruleComparison ) ;
    public final EObject ruleUnary() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token otherlv_2=null;
        EObject lv_operand_3_0 = null;

        Enumerator lv_mult_5_0 = null;

        EObject lv_operand_6_0 = null;

        EObject this_Comparison_7 = null;



        	enterRule();

        try {
            // InternalIsolang.g:1697:2: ( ( ( () (otherlv_1= 'not' | otherlv_2= '!' ) ( (lv_operand_3_0= ruleUnary ) ) ) | ( () ( (lv_mult_5_0= ruleMult ) ) ( (lv_operand_6_0= ruleUnion ) ) ) | this_Comparison_7= ruleComparison ) )
            // InternalIsolang.g:1698:2: ( ( () (otherlv_1= 'not' | otherlv_2= '!' ) ( (lv_operand_3_0= ruleUnary ) ) ) | ( () ( (lv_mult_5_0= ruleMult ) ) ( (lv_operand_6_0= ruleUnion ) ) ) | this_Comparison_7= ruleComparison )
            {
            // InternalIsolang.g:1698:2: ( ( () (otherlv_1= 'not' | otherlv_2= '!' ) ( (lv_operand_3_0= ruleUnary ) ) ) | ( () ( (lv_mult_5_0= ruleMult ) ) ( (lv_operand_6_0= ruleUnion ) ) ) | this_Comparison_7= ruleComparison )
            int alt33=3;
            switch ( input.LA(1) ) {
            case 37:
            case 38:
                {
                alt33=1;
                }
                break;
            case 72:
            case 73:
            case 74:
            case 75:
                {
                alt33=2;
                }
                break;
            case RULE_ID:
            case 44:
            case 45:
            case 46:
            case 47:
            case 66:
            case 67:
            case 68:
            case 69:
            case 70:
            case 71:
            case 77:
            case 78:
            case 79:
            case 80:
            case 81:
            case 82:
            case 83:
            case 84:
            case 85:
            case 86:
            case 87:
            case 88:
            case 89:
            case 90:
            case 91:
            case 92:
            case 93:
            case 94:
                {
                alt33=3;
                }
                break;
            default:
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 33, 0, input);

                throw nvae;
            }

            switch (alt33) {
                case 1 :
                    // InternalIsolang.g:1699:3: ( () (otherlv_1= 'not' | otherlv_2= '!' ) ( (lv_operand_3_0= ruleUnary ) ) )
                    {
                    // InternalIsolang.g:1699:3: ( () (otherlv_1= 'not' | otherlv_2= '!' ) ( (lv_operand_3_0= ruleUnary ) ) )
                    // InternalIsolang.g:1700:4: () (otherlv_1= 'not' | otherlv_2= '!' ) ( (lv_operand_3_0= ruleUnary ) )
                    {
                    // InternalIsolang.g:1700:4: ()
                    // InternalIsolang.g:1701:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElement(
                      						grammarAccess.getUnaryAccess().getNotAction_0_0(),
                      						current);
                      				
                    }

                    }

                    // InternalIsolang.g:1707:4: (otherlv_1= 'not' | otherlv_2= '!' )
                    int alt32=2;
                    int LA32_0 = input.LA(1);

                    if ( (LA32_0==37) ) {
                        alt32=1;
                    }
                    else if ( (LA32_0==38) ) {
                        alt32=2;
                    }
                    else {
                        if (state.backtracking>0) {state.failed=true; return current;}
                        NoViableAltException nvae =
                            new NoViableAltException("", 32, 0, input);

                        throw nvae;
                    }
                    switch (alt32) {
                        case 1 :
                            // InternalIsolang.g:1708:5: otherlv_1= 'not'
                            {
                            otherlv_1=(Token)match(input,37,FOLLOW_15); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              					newLeafNode(otherlv_1, grammarAccess.getUnaryAccess().getNotKeyword_0_1_0());
                              				
                            }

                            }
                            break;
                        case 2 :
                            // InternalIsolang.g:1713:5: otherlv_2= '!'
                            {
                            otherlv_2=(Token)match(input,38,FOLLOW_15); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              					newLeafNode(otherlv_2, grammarAccess.getUnaryAccess().getExclamationMarkKeyword_0_1_1());
                              				
                            }

                            }
                            break;

                    }

                    // InternalIsolang.g:1718:4: ( (lv_operand_3_0= ruleUnary ) )
                    // InternalIsolang.g:1719:5: (lv_operand_3_0= ruleUnary )
                    {
                    // InternalIsolang.g:1719:5: (lv_operand_3_0= ruleUnary )
                    // InternalIsolang.g:1720:6: lv_operand_3_0= ruleUnary
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getUnaryAccess().getOperandUnaryParserRuleCall_0_2_0());
                      					
                    }
                    pushFollow(FOLLOW_2);
                    lv_operand_3_0=ruleUnary();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getUnaryRule());
                      						}
                      						set(
                      							current,
                      							"operand",
                      							lv_operand_3_0,
                      							"isolang.dsl.Isolang.Unary");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:1739:3: ( () ( (lv_mult_5_0= ruleMult ) ) ( (lv_operand_6_0= ruleUnion ) ) )
                    {
                    // InternalIsolang.g:1739:3: ( () ( (lv_mult_5_0= ruleMult ) ) ( (lv_operand_6_0= ruleUnion ) ) )
                    // InternalIsolang.g:1740:4: () ( (lv_mult_5_0= ruleMult ) ) ( (lv_operand_6_0= ruleUnion ) )
                    {
                    // InternalIsolang.g:1740:4: ()
                    // InternalIsolang.g:1741:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElement(
                      						grammarAccess.getUnaryAccess().getMultiplicityAction_1_0(),
                      						current);
                      				
                    }

                    }

                    // InternalIsolang.g:1747:4: ( (lv_mult_5_0= ruleMult ) )
                    // InternalIsolang.g:1748:5: (lv_mult_5_0= ruleMult )
                    {
                    // InternalIsolang.g:1748:5: (lv_mult_5_0= ruleMult )
                    // InternalIsolang.g:1749:6: lv_mult_5_0= ruleMult
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getUnaryAccess().getMultMultEnumRuleCall_1_1_0());
                      					
                    }
                    pushFollow(FOLLOW_15);
                    lv_mult_5_0=ruleMult();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getUnaryRule());
                      						}
                      						set(
                      							current,
                      							"mult",
                      							lv_mult_5_0,
                      							"isolang.dsl.Isolang.Mult");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }

                    // InternalIsolang.g:1766:4: ( (lv_operand_6_0= ruleUnion ) )
                    // InternalIsolang.g:1767:5: (lv_operand_6_0= ruleUnion )
                    {
                    // InternalIsolang.g:1767:5: (lv_operand_6_0= ruleUnion )
                    // InternalIsolang.g:1768:6: lv_operand_6_0= ruleUnion
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getUnaryAccess().getOperandUnionParserRuleCall_1_2_0());
                      					
                    }
                    pushFollow(FOLLOW_2);
                    lv_operand_6_0=ruleUnion();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getUnaryRule());
                      						}
                      						set(
                      							current,
                      							"operand",
                      							lv_operand_6_0,
                      							"isolang.dsl.Isolang.Union");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }


                    }
                    break;
                case 3 :
                    // InternalIsolang.g:1787:3: this_Comparison_7= ruleComparison
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getUnaryAccess().getComparisonParserRuleCall_2());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_Comparison_7=ruleComparison();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_Comparison_7;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleUnary"


    // $ANTLR start "entryRuleComparison"
    // InternalIsolang.g:1799:1: entryRuleComparison returns [EObject current=null] : iv_ruleComparison= ruleComparison EOF ;
    public final EObject entryRuleComparison() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleComparison = null;


        try {
            // InternalIsolang.g:1799:51: (iv_ruleComparison= ruleComparison EOF )
            // InternalIsolang.g:1800:2: iv_ruleComparison= ruleComparison EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getComparisonRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleComparison=ruleComparison();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleComparison; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleComparison"


    // $ANTLR start "ruleComparison"
    // InternalIsolang.g:1806:1: ruleComparison returns [EObject current=null] : (this_Union_0= ruleUnion ( () ( ( (lv_negated_2_1= 'not' | lv_negated_2_2= '!' ) ) )? ( ( (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' ) ) ) ( (lv_right_4_0= ruleUnion ) ) )? ) ;
    public final EObject ruleComparison() throws RecognitionException {
        EObject current = null;

        Token lv_negated_2_1=null;
        Token lv_negated_2_2=null;
        Token lv_op_3_1=null;
        Token lv_op_3_2=null;
        Token lv_op_3_3=null;
        EObject this_Union_0 = null;

        EObject lv_right_4_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:1812:2: ( (this_Union_0= ruleUnion ( () ( ( (lv_negated_2_1= 'not' | lv_negated_2_2= '!' ) ) )? ( ( (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' ) ) ) ( (lv_right_4_0= ruleUnion ) ) )? ) )
            // InternalIsolang.g:1813:2: (this_Union_0= ruleUnion ( () ( ( (lv_negated_2_1= 'not' | lv_negated_2_2= '!' ) ) )? ( ( (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' ) ) ) ( (lv_right_4_0= ruleUnion ) ) )? )
            {
            // InternalIsolang.g:1813:2: (this_Union_0= ruleUnion ( () ( ( (lv_negated_2_1= 'not' | lv_negated_2_2= '!' ) ) )? ( ( (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' ) ) ) ( (lv_right_4_0= ruleUnion ) ) )? )
            // InternalIsolang.g:1814:3: this_Union_0= ruleUnion ( () ( ( (lv_negated_2_1= 'not' | lv_negated_2_2= '!' ) ) )? ( ( (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' ) ) ) ( (lv_right_4_0= ruleUnion ) ) )?
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getComparisonAccess().getUnionParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_28);
            this_Union_0=ruleUnion();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current = this_Union_0;
              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:1822:3: ( () ( ( (lv_negated_2_1= 'not' | lv_negated_2_2= '!' ) ) )? ( ( (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' ) ) ) ( (lv_right_4_0= ruleUnion ) ) )?
            int alt37=2;
            int LA37_0 = input.LA(1);

            if ( (LA37_0==19||LA37_0==21||(LA37_0>=37 && LA37_0<=39)) ) {
                alt37=1;
            }
            switch (alt37) {
                case 1 :
                    // InternalIsolang.g:1823:4: () ( ( (lv_negated_2_1= 'not' | lv_negated_2_2= '!' ) ) )? ( ( (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' ) ) ) ( (lv_right_4_0= ruleUnion ) )
                    {
                    // InternalIsolang.g:1823:4: ()
                    // InternalIsolang.g:1824:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElementAndSet(
                      						grammarAccess.getComparisonAccess().getCompareLeftAction_1_0(),
                      						current);
                      				
                    }

                    }

                    // InternalIsolang.g:1830:4: ( ( (lv_negated_2_1= 'not' | lv_negated_2_2= '!' ) ) )?
                    int alt35=2;
                    int LA35_0 = input.LA(1);

                    if ( ((LA35_0>=37 && LA35_0<=38)) ) {
                        alt35=1;
                    }
                    switch (alt35) {
                        case 1 :
                            // InternalIsolang.g:1831:5: ( (lv_negated_2_1= 'not' | lv_negated_2_2= '!' ) )
                            {
                            // InternalIsolang.g:1831:5: ( (lv_negated_2_1= 'not' | lv_negated_2_2= '!' ) )
                            // InternalIsolang.g:1832:6: (lv_negated_2_1= 'not' | lv_negated_2_2= '!' )
                            {
                            // InternalIsolang.g:1832:6: (lv_negated_2_1= 'not' | lv_negated_2_2= '!' )
                            int alt34=2;
                            int LA34_0 = input.LA(1);

                            if ( (LA34_0==37) ) {
                                alt34=1;
                            }
                            else if ( (LA34_0==38) ) {
                                alt34=2;
                            }
                            else {
                                if (state.backtracking>0) {state.failed=true; return current;}
                                NoViableAltException nvae =
                                    new NoViableAltException("", 34, 0, input);

                                throw nvae;
                            }
                            switch (alt34) {
                                case 1 :
                                    // InternalIsolang.g:1833:7: lv_negated_2_1= 'not'
                                    {
                                    lv_negated_2_1=(Token)match(input,37,FOLLOW_29); if (state.failed) return current;
                                    if ( state.backtracking==0 ) {

                                      							newLeafNode(lv_negated_2_1, grammarAccess.getComparisonAccess().getNegatedNotKeyword_1_1_0_0());
                                      						
                                    }
                                    if ( state.backtracking==0 ) {

                                      							if (current==null) {
                                      								current = createModelElement(grammarAccess.getComparisonRule());
                                      							}
                                      							setWithLastConsumed(current, "negated", lv_negated_2_1 != null, null);
                                      						
                                    }

                                    }
                                    break;
                                case 2 :
                                    // InternalIsolang.g:1844:7: lv_negated_2_2= '!'
                                    {
                                    lv_negated_2_2=(Token)match(input,38,FOLLOW_29); if (state.failed) return current;
                                    if ( state.backtracking==0 ) {

                                      							newLeafNode(lv_negated_2_2, grammarAccess.getComparisonAccess().getNegatedExclamationMarkKeyword_1_1_0_1());
                                      						
                                    }
                                    if ( state.backtracking==0 ) {

                                      							if (current==null) {
                                      								current = createModelElement(grammarAccess.getComparisonRule());
                                      							}
                                      							setWithLastConsumed(current, "negated", lv_negated_2_2 != null, null);
                                      						
                                    }

                                    }
                                    break;

                            }


                            }


                            }
                            break;

                    }

                    // InternalIsolang.g:1857:4: ( ( (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' ) ) )
                    // InternalIsolang.g:1858:5: ( (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' ) )
                    {
                    // InternalIsolang.g:1858:5: ( (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' ) )
                    // InternalIsolang.g:1859:6: (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' )
                    {
                    // InternalIsolang.g:1859:6: (lv_op_3_1= 'in' | lv_op_3_2= '=' | lv_op_3_3= '!=' )
                    int alt36=3;
                    switch ( input.LA(1) ) {
                    case 19:
                        {
                        alt36=1;
                        }
                        break;
                    case 21:
                        {
                        alt36=2;
                        }
                        break;
                    case 39:
                        {
                        alt36=3;
                        }
                        break;
                    default:
                        if (state.backtracking>0) {state.failed=true; return current;}
                        NoViableAltException nvae =
                            new NoViableAltException("", 36, 0, input);

                        throw nvae;
                    }

                    switch (alt36) {
                        case 1 :
                            // InternalIsolang.g:1860:7: lv_op_3_1= 'in'
                            {
                            lv_op_3_1=(Token)match(input,19,FOLLOW_15); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							newLeafNode(lv_op_3_1, grammarAccess.getComparisonAccess().getOpInKeyword_1_2_0_0());
                              						
                            }
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElement(grammarAccess.getComparisonRule());
                              							}
                              							setWithLastConsumed(current, "op", lv_op_3_1, null);
                              						
                            }

                            }
                            break;
                        case 2 :
                            // InternalIsolang.g:1871:7: lv_op_3_2= '='
                            {
                            lv_op_3_2=(Token)match(input,21,FOLLOW_15); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							newLeafNode(lv_op_3_2, grammarAccess.getComparisonAccess().getOpEqualsSignKeyword_1_2_0_1());
                              						
                            }
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElement(grammarAccess.getComparisonRule());
                              							}
                              							setWithLastConsumed(current, "op", lv_op_3_2, null);
                              						
                            }

                            }
                            break;
                        case 3 :
                            // InternalIsolang.g:1882:7: lv_op_3_3= '!='
                            {
                            lv_op_3_3=(Token)match(input,39,FOLLOW_15); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							newLeafNode(lv_op_3_3, grammarAccess.getComparisonAccess().getOpExclamationMarkEqualsSignKeyword_1_2_0_2());
                              						
                            }
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElement(grammarAccess.getComparisonRule());
                              							}
                              							setWithLastConsumed(current, "op", lv_op_3_3, null);
                              						
                            }

                            }
                            break;

                    }


                    }


                    }

                    // InternalIsolang.g:1895:4: ( (lv_right_4_0= ruleUnion ) )
                    // InternalIsolang.g:1896:5: (lv_right_4_0= ruleUnion )
                    {
                    // InternalIsolang.g:1896:5: (lv_right_4_0= ruleUnion )
                    // InternalIsolang.g:1897:6: lv_right_4_0= ruleUnion
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getComparisonAccess().getRightUnionParserRuleCall_1_3_0());
                      					
                    }
                    pushFollow(FOLLOW_2);
                    lv_right_4_0=ruleUnion();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getComparisonRule());
                      						}
                      						set(
                      							current,
                      							"right",
                      							lv_right_4_0,
                      							"isolang.dsl.Isolang.Union");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }
                    break;

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleComparison"


    // $ANTLR start "entryRuleUnion"
    // InternalIsolang.g:1919:1: entryRuleUnion returns [EObject current=null] : iv_ruleUnion= ruleUnion EOF ;
    public final EObject entryRuleUnion() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleUnion = null;


        try {
            // InternalIsolang.g:1919:46: (iv_ruleUnion= ruleUnion EOF )
            // InternalIsolang.g:1920:2: iv_ruleUnion= ruleUnion EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getUnionRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleUnion=ruleUnion();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleUnion; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleUnion"


    // $ANTLR start "ruleUnion"
    // InternalIsolang.g:1926:1: ruleUnion returns [EObject current=null] : (this_Intersection_0= ruleIntersection ( () ( ( (lv_op_2_1= '+' | lv_op_2_2= '-' ) ) ) ( (lv_right_3_0= ruleIntersection ) ) )* ) ;
    public final EObject ruleUnion() throws RecognitionException {
        EObject current = null;

        Token lv_op_2_1=null;
        Token lv_op_2_2=null;
        EObject this_Intersection_0 = null;

        EObject lv_right_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:1932:2: ( (this_Intersection_0= ruleIntersection ( () ( ( (lv_op_2_1= '+' | lv_op_2_2= '-' ) ) ) ( (lv_right_3_0= ruleIntersection ) ) )* ) )
            // InternalIsolang.g:1933:2: (this_Intersection_0= ruleIntersection ( () ( ( (lv_op_2_1= '+' | lv_op_2_2= '-' ) ) ) ( (lv_right_3_0= ruleIntersection ) ) )* )
            {
            // InternalIsolang.g:1933:2: (this_Intersection_0= ruleIntersection ( () ( ( (lv_op_2_1= '+' | lv_op_2_2= '-' ) ) ) ( (lv_right_3_0= ruleIntersection ) ) )* )
            // InternalIsolang.g:1934:3: this_Intersection_0= ruleIntersection ( () ( ( (lv_op_2_1= '+' | lv_op_2_2= '-' ) ) ) ( (lv_right_3_0= ruleIntersection ) ) )*
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getUnionAccess().getIntersectionParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_30);
            this_Intersection_0=ruleIntersection();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current = this_Intersection_0;
              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:1942:3: ( () ( ( (lv_op_2_1= '+' | lv_op_2_2= '-' ) ) ) ( (lv_right_3_0= ruleIntersection ) ) )*
            loop39:
            do {
                int alt39=2;
                int LA39_0 = input.LA(1);

                if ( ((LA39_0>=40 && LA39_0<=41)) ) {
                    alt39=1;
                }


                switch (alt39) {
            	case 1 :
            	    // InternalIsolang.g:1943:4: () ( ( (lv_op_2_1= '+' | lv_op_2_2= '-' ) ) ) ( (lv_right_3_0= ruleIntersection ) )
            	    {
            	    // InternalIsolang.g:1943:4: ()
            	    // InternalIsolang.g:1944:5: 
            	    {
            	    if ( state.backtracking==0 ) {

            	      					current = forceCreateModelElementAndSet(
            	      						grammarAccess.getUnionAccess().getSetOpLeftAction_1_0(),
            	      						current);
            	      				
            	    }

            	    }

            	    // InternalIsolang.g:1950:4: ( ( (lv_op_2_1= '+' | lv_op_2_2= '-' ) ) )
            	    // InternalIsolang.g:1951:5: ( (lv_op_2_1= '+' | lv_op_2_2= '-' ) )
            	    {
            	    // InternalIsolang.g:1951:5: ( (lv_op_2_1= '+' | lv_op_2_2= '-' ) )
            	    // InternalIsolang.g:1952:6: (lv_op_2_1= '+' | lv_op_2_2= '-' )
            	    {
            	    // InternalIsolang.g:1952:6: (lv_op_2_1= '+' | lv_op_2_2= '-' )
            	    int alt38=2;
            	    int LA38_0 = input.LA(1);

            	    if ( (LA38_0==40) ) {
            	        alt38=1;
            	    }
            	    else if ( (LA38_0==41) ) {
            	        alt38=2;
            	    }
            	    else {
            	        if (state.backtracking>0) {state.failed=true; return current;}
            	        NoViableAltException nvae =
            	            new NoViableAltException("", 38, 0, input);

            	        throw nvae;
            	    }
            	    switch (alt38) {
            	        case 1 :
            	            // InternalIsolang.g:1953:7: lv_op_2_1= '+'
            	            {
            	            lv_op_2_1=(Token)match(input,40,FOLLOW_15); if (state.failed) return current;
            	            if ( state.backtracking==0 ) {

            	              							newLeafNode(lv_op_2_1, grammarAccess.getUnionAccess().getOpPlusSignKeyword_1_1_0_0());
            	              						
            	            }
            	            if ( state.backtracking==0 ) {

            	              							if (current==null) {
            	              								current = createModelElement(grammarAccess.getUnionRule());
            	              							}
            	              							setWithLastConsumed(current, "op", lv_op_2_1, null);
            	              						
            	            }

            	            }
            	            break;
            	        case 2 :
            	            // InternalIsolang.g:1964:7: lv_op_2_2= '-'
            	            {
            	            lv_op_2_2=(Token)match(input,41,FOLLOW_15); if (state.failed) return current;
            	            if ( state.backtracking==0 ) {

            	              							newLeafNode(lv_op_2_2, grammarAccess.getUnionAccess().getOpHyphenMinusKeyword_1_1_0_1());
            	              						
            	            }
            	            if ( state.backtracking==0 ) {

            	              							if (current==null) {
            	              								current = createModelElement(grammarAccess.getUnionRule());
            	              							}
            	              							setWithLastConsumed(current, "op", lv_op_2_2, null);
            	              						
            	            }

            	            }
            	            break;

            	    }


            	    }


            	    }

            	    // InternalIsolang.g:1977:4: ( (lv_right_3_0= ruleIntersection ) )
            	    // InternalIsolang.g:1978:5: (lv_right_3_0= ruleIntersection )
            	    {
            	    // InternalIsolang.g:1978:5: (lv_right_3_0= ruleIntersection )
            	    // InternalIsolang.g:1979:6: lv_right_3_0= ruleIntersection
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getUnionAccess().getRightIntersectionParserRuleCall_1_2_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_30);
            	    lv_right_3_0=ruleIntersection();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getUnionRule());
            	      						}
            	      						set(
            	      							current,
            	      							"right",
            	      							lv_right_3_0,
            	      							"isolang.dsl.Isolang.Intersection");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop39;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleUnion"


    // $ANTLR start "entryRuleIntersection"
    // InternalIsolang.g:2001:1: entryRuleIntersection returns [EObject current=null] : iv_ruleIntersection= ruleIntersection EOF ;
    public final EObject entryRuleIntersection() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleIntersection = null;


        try {
            // InternalIsolang.g:2001:53: (iv_ruleIntersection= ruleIntersection EOF )
            // InternalIsolang.g:2002:2: iv_ruleIntersection= ruleIntersection EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getIntersectionRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleIntersection=ruleIntersection();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleIntersection; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleIntersection"


    // $ANTLR start "ruleIntersection"
    // InternalIsolang.g:2008:1: ruleIntersection returns [EObject current=null] : (this_Product_0= ruleProduct ( () ( (lv_op_2_0= '&' ) ) ( (lv_right_3_0= ruleProduct ) ) )* ) ;
    public final EObject ruleIntersection() throws RecognitionException {
        EObject current = null;

        Token lv_op_2_0=null;
        EObject this_Product_0 = null;

        EObject lv_right_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2014:2: ( (this_Product_0= ruleProduct ( () ( (lv_op_2_0= '&' ) ) ( (lv_right_3_0= ruleProduct ) ) )* ) )
            // InternalIsolang.g:2015:2: (this_Product_0= ruleProduct ( () ( (lv_op_2_0= '&' ) ) ( (lv_right_3_0= ruleProduct ) ) )* )
            {
            // InternalIsolang.g:2015:2: (this_Product_0= ruleProduct ( () ( (lv_op_2_0= '&' ) ) ( (lv_right_3_0= ruleProduct ) ) )* )
            // InternalIsolang.g:2016:3: this_Product_0= ruleProduct ( () ( (lv_op_2_0= '&' ) ) ( (lv_right_3_0= ruleProduct ) ) )*
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getIntersectionAccess().getProductParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_31);
            this_Product_0=ruleProduct();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current = this_Product_0;
              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:2024:3: ( () ( (lv_op_2_0= '&' ) ) ( (lv_right_3_0= ruleProduct ) ) )*
            loop40:
            do {
                int alt40=2;
                int LA40_0 = input.LA(1);

                if ( (LA40_0==42) ) {
                    alt40=1;
                }


                switch (alt40) {
            	case 1 :
            	    // InternalIsolang.g:2025:4: () ( (lv_op_2_0= '&' ) ) ( (lv_right_3_0= ruleProduct ) )
            	    {
            	    // InternalIsolang.g:2025:4: ()
            	    // InternalIsolang.g:2026:5: 
            	    {
            	    if ( state.backtracking==0 ) {

            	      					current = forceCreateModelElementAndSet(
            	      						grammarAccess.getIntersectionAccess().getSetOpLeftAction_1_0(),
            	      						current);
            	      				
            	    }

            	    }

            	    // InternalIsolang.g:2032:4: ( (lv_op_2_0= '&' ) )
            	    // InternalIsolang.g:2033:5: (lv_op_2_0= '&' )
            	    {
            	    // InternalIsolang.g:2033:5: (lv_op_2_0= '&' )
            	    // InternalIsolang.g:2034:6: lv_op_2_0= '&'
            	    {
            	    lv_op_2_0=(Token)match(input,42,FOLLOW_15); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						newLeafNode(lv_op_2_0, grammarAccess.getIntersectionAccess().getOpAmpersandKeyword_1_1_0());
            	      					
            	    }
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElement(grammarAccess.getIntersectionRule());
            	      						}
            	      						setWithLastConsumed(current, "op", lv_op_2_0, "&");
            	      					
            	    }

            	    }


            	    }

            	    // InternalIsolang.g:2046:4: ( (lv_right_3_0= ruleProduct ) )
            	    // InternalIsolang.g:2047:5: (lv_right_3_0= ruleProduct )
            	    {
            	    // InternalIsolang.g:2047:5: (lv_right_3_0= ruleProduct )
            	    // InternalIsolang.g:2048:6: lv_right_3_0= ruleProduct
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getIntersectionAccess().getRightProductParserRuleCall_1_2_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_31);
            	    lv_right_3_0=ruleProduct();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getIntersectionRule());
            	      						}
            	      						set(
            	      							current,
            	      							"right",
            	      							lv_right_3_0,
            	      							"isolang.dsl.Isolang.Product");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop40;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleIntersection"


    // $ANTLR start "entryRuleProduct"
    // InternalIsolang.g:2070:1: entryRuleProduct returns [EObject current=null] : iv_ruleProduct= ruleProduct EOF ;
    public final EObject entryRuleProduct() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleProduct = null;


        try {
            // InternalIsolang.g:2070:48: (iv_ruleProduct= ruleProduct EOF )
            // InternalIsolang.g:2071:2: iv_ruleProduct= ruleProduct EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getProductRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleProduct=ruleProduct();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleProduct; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleProduct"


    // $ANTLR start "ruleProduct"
    // InternalIsolang.g:2077:1: ruleProduct returns [EObject current=null] : (this_BoxJoin_0= ruleBoxJoin ( () ( (lv_op_2_0= '->' ) ) ( (lv_right_3_0= ruleBoxJoin ) ) )* ) ;
    public final EObject ruleProduct() throws RecognitionException {
        EObject current = null;

        Token lv_op_2_0=null;
        EObject this_BoxJoin_0 = null;

        EObject lv_right_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2083:2: ( (this_BoxJoin_0= ruleBoxJoin ( () ( (lv_op_2_0= '->' ) ) ( (lv_right_3_0= ruleBoxJoin ) ) )* ) )
            // InternalIsolang.g:2084:2: (this_BoxJoin_0= ruleBoxJoin ( () ( (lv_op_2_0= '->' ) ) ( (lv_right_3_0= ruleBoxJoin ) ) )* )
            {
            // InternalIsolang.g:2084:2: (this_BoxJoin_0= ruleBoxJoin ( () ( (lv_op_2_0= '->' ) ) ( (lv_right_3_0= ruleBoxJoin ) ) )* )
            // InternalIsolang.g:2085:3: this_BoxJoin_0= ruleBoxJoin ( () ( (lv_op_2_0= '->' ) ) ( (lv_right_3_0= ruleBoxJoin ) ) )*
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getProductAccess().getBoxJoinParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_23);
            this_BoxJoin_0=ruleBoxJoin();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current = this_BoxJoin_0;
              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:2093:3: ( () ( (lv_op_2_0= '->' ) ) ( (lv_right_3_0= ruleBoxJoin ) ) )*
            loop41:
            do {
                int alt41=2;
                int LA41_0 = input.LA(1);

                if ( (LA41_0==29) ) {
                    alt41=1;
                }


                switch (alt41) {
            	case 1 :
            	    // InternalIsolang.g:2094:4: () ( (lv_op_2_0= '->' ) ) ( (lv_right_3_0= ruleBoxJoin ) )
            	    {
            	    // InternalIsolang.g:2094:4: ()
            	    // InternalIsolang.g:2095:5: 
            	    {
            	    if ( state.backtracking==0 ) {

            	      					current = forceCreateModelElementAndSet(
            	      						grammarAccess.getProductAccess().getSetOpLeftAction_1_0(),
            	      						current);
            	      				
            	    }

            	    }

            	    // InternalIsolang.g:2101:4: ( (lv_op_2_0= '->' ) )
            	    // InternalIsolang.g:2102:5: (lv_op_2_0= '->' )
            	    {
            	    // InternalIsolang.g:2102:5: (lv_op_2_0= '->' )
            	    // InternalIsolang.g:2103:6: lv_op_2_0= '->'
            	    {
            	    lv_op_2_0=(Token)match(input,29,FOLLOW_15); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						newLeafNode(lv_op_2_0, grammarAccess.getProductAccess().getOpHyphenMinusGreaterThanSignKeyword_1_1_0());
            	      					
            	    }
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElement(grammarAccess.getProductRule());
            	      						}
            	      						setWithLastConsumed(current, "op", lv_op_2_0, "->");
            	      					
            	    }

            	    }


            	    }

            	    // InternalIsolang.g:2115:4: ( (lv_right_3_0= ruleBoxJoin ) )
            	    // InternalIsolang.g:2116:5: (lv_right_3_0= ruleBoxJoin )
            	    {
            	    // InternalIsolang.g:2116:5: (lv_right_3_0= ruleBoxJoin )
            	    // InternalIsolang.g:2117:6: lv_right_3_0= ruleBoxJoin
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getProductAccess().getRightBoxJoinParserRuleCall_1_2_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_23);
            	    lv_right_3_0=ruleBoxJoin();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getProductRule());
            	      						}
            	      						set(
            	      							current,
            	      							"right",
            	      							lv_right_3_0,
            	      							"isolang.dsl.Isolang.BoxJoin");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop41;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleProduct"


    // $ANTLR start "entryRuleBoxJoin"
    // InternalIsolang.g:2139:1: entryRuleBoxJoin returns [EObject current=null] : iv_ruleBoxJoin= ruleBoxJoin EOF ;
    public final EObject entryRuleBoxJoin() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleBoxJoin = null;


        try {
            // InternalIsolang.g:2139:48: (iv_ruleBoxJoin= ruleBoxJoin EOF )
            // InternalIsolang.g:2140:2: iv_ruleBoxJoin= ruleBoxJoin EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getBoxJoinRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleBoxJoin=ruleBoxJoin();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleBoxJoin; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleBoxJoin"


    // $ANTLR start "ruleBoxJoin"
    // InternalIsolang.g:2146:1: ruleBoxJoin returns [EObject current=null] : (this_Join_0= ruleJoin ( () otherlv_2= '[' ( (lv_args_3_0= ruleExpr ) ) (otherlv_4= ',' ( (lv_args_5_0= ruleExpr ) ) )* otherlv_6= ']' )* ) ;
    public final EObject ruleBoxJoin() throws RecognitionException {
        EObject current = null;

        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        EObject this_Join_0 = null;

        EObject lv_args_3_0 = null;

        EObject lv_args_5_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2152:2: ( (this_Join_0= ruleJoin ( () otherlv_2= '[' ( (lv_args_3_0= ruleExpr ) ) (otherlv_4= ',' ( (lv_args_5_0= ruleExpr ) ) )* otherlv_6= ']' )* ) )
            // InternalIsolang.g:2153:2: (this_Join_0= ruleJoin ( () otherlv_2= '[' ( (lv_args_3_0= ruleExpr ) ) (otherlv_4= ',' ( (lv_args_5_0= ruleExpr ) ) )* otherlv_6= ']' )* )
            {
            // InternalIsolang.g:2153:2: (this_Join_0= ruleJoin ( () otherlv_2= '[' ( (lv_args_3_0= ruleExpr ) ) (otherlv_4= ',' ( (lv_args_5_0= ruleExpr ) ) )* otherlv_6= ']' )* )
            // InternalIsolang.g:2154:3: this_Join_0= ruleJoin ( () otherlv_2= '[' ( (lv_args_3_0= ruleExpr ) ) (otherlv_4= ',' ( (lv_args_5_0= ruleExpr ) ) )* otherlv_6= ']' )*
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getBoxJoinAccess().getJoinParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_32);
            this_Join_0=ruleJoin();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current = this_Join_0;
              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:2162:3: ( () otherlv_2= '[' ( (lv_args_3_0= ruleExpr ) ) (otherlv_4= ',' ( (lv_args_5_0= ruleExpr ) ) )* otherlv_6= ']' )*
            loop43:
            do {
                int alt43=2;
                int LA43_0 = input.LA(1);

                if ( (LA43_0==25) ) {
                    alt43=1;
                }


                switch (alt43) {
            	case 1 :
            	    // InternalIsolang.g:2163:4: () otherlv_2= '[' ( (lv_args_3_0= ruleExpr ) ) (otherlv_4= ',' ( (lv_args_5_0= ruleExpr ) ) )* otherlv_6= ']'
            	    {
            	    // InternalIsolang.g:2163:4: ()
            	    // InternalIsolang.g:2164:5: 
            	    {
            	    if ( state.backtracking==0 ) {

            	      					current = forceCreateModelElementAndSet(
            	      						grammarAccess.getBoxJoinAccess().getBoxJoinTargetAction_1_0(),
            	      						current);
            	      				
            	    }

            	    }

            	    otherlv_2=(Token)match(input,25,FOLLOW_15); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_2, grammarAccess.getBoxJoinAccess().getLeftSquareBracketKeyword_1_1());
            	      			
            	    }
            	    // InternalIsolang.g:2174:4: ( (lv_args_3_0= ruleExpr ) )
            	    // InternalIsolang.g:2175:5: (lv_args_3_0= ruleExpr )
            	    {
            	    // InternalIsolang.g:2175:5: (lv_args_3_0= ruleExpr )
            	    // InternalIsolang.g:2176:6: lv_args_3_0= ruleExpr
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getBoxJoinAccess().getArgsExprParserRuleCall_1_2_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_18);
            	    lv_args_3_0=ruleExpr();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getBoxJoinRule());
            	      						}
            	      						add(
            	      							current,
            	      							"args",
            	      							lv_args_3_0,
            	      							"isolang.dsl.Isolang.Expr");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }

            	    // InternalIsolang.g:2193:4: (otherlv_4= ',' ( (lv_args_5_0= ruleExpr ) ) )*
            	    loop42:
            	    do {
            	        int alt42=2;
            	        int LA42_0 = input.LA(1);

            	        if ( (LA42_0==26) ) {
            	            alt42=1;
            	        }


            	        switch (alt42) {
            	    	case 1 :
            	    	    // InternalIsolang.g:2194:5: otherlv_4= ',' ( (lv_args_5_0= ruleExpr ) )
            	    	    {
            	    	    otherlv_4=(Token)match(input,26,FOLLOW_15); if (state.failed) return current;
            	    	    if ( state.backtracking==0 ) {

            	    	      					newLeafNode(otherlv_4, grammarAccess.getBoxJoinAccess().getCommaKeyword_1_3_0());
            	    	      				
            	    	    }
            	    	    // InternalIsolang.g:2198:5: ( (lv_args_5_0= ruleExpr ) )
            	    	    // InternalIsolang.g:2199:6: (lv_args_5_0= ruleExpr )
            	    	    {
            	    	    // InternalIsolang.g:2199:6: (lv_args_5_0= ruleExpr )
            	    	    // InternalIsolang.g:2200:7: lv_args_5_0= ruleExpr
            	    	    {
            	    	    if ( state.backtracking==0 ) {

            	    	      							newCompositeNode(grammarAccess.getBoxJoinAccess().getArgsExprParserRuleCall_1_3_1_0());
            	    	      						
            	    	    }
            	    	    pushFollow(FOLLOW_18);
            	    	    lv_args_5_0=ruleExpr();

            	    	    state._fsp--;
            	    	    if (state.failed) return current;
            	    	    if ( state.backtracking==0 ) {

            	    	      							if (current==null) {
            	    	      								current = createModelElementForParent(grammarAccess.getBoxJoinRule());
            	    	      							}
            	    	      							add(
            	    	      								current,
            	    	      								"args",
            	    	      								lv_args_5_0,
            	    	      								"isolang.dsl.Isolang.Expr");
            	    	      							afterParserOrEnumRuleCall();
            	    	      						
            	    	    }

            	    	    }


            	    	    }


            	    	    }
            	    	    break;

            	    	default :
            	    	    break loop42;
            	        }
            	    } while (true);

            	    otherlv_6=(Token)match(input,27,FOLLOW_32); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_6, grammarAccess.getBoxJoinAccess().getRightSquareBracketKeyword_1_4());
            	      			
            	    }

            	    }
            	    break;

            	default :
            	    break loop43;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleBoxJoin"


    // $ANTLR start "entryRuleJoin"
    // InternalIsolang.g:2227:1: entryRuleJoin returns [EObject current=null] : iv_ruleJoin= ruleJoin EOF ;
    public final EObject entryRuleJoin() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleJoin = null;


        try {
            // InternalIsolang.g:2227:45: (iv_ruleJoin= ruleJoin EOF )
            // InternalIsolang.g:2228:2: iv_ruleJoin= ruleJoin EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getJoinRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleJoin=ruleJoin();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleJoin; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleJoin"


    // $ANTLR start "ruleJoin"
    // InternalIsolang.g:2234:1: ruleJoin returns [EObject current=null] : (this_Closure_0= ruleClosure ( () otherlv_2= '.' ( (lv_right_3_0= ruleClosure ) ) )* ) ;
    public final EObject ruleJoin() throws RecognitionException {
        EObject current = null;

        Token otherlv_2=null;
        EObject this_Closure_0 = null;

        EObject lv_right_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2240:2: ( (this_Closure_0= ruleClosure ( () otherlv_2= '.' ( (lv_right_3_0= ruleClosure ) ) )* ) )
            // InternalIsolang.g:2241:2: (this_Closure_0= ruleClosure ( () otherlv_2= '.' ( (lv_right_3_0= ruleClosure ) ) )* )
            {
            // InternalIsolang.g:2241:2: (this_Closure_0= ruleClosure ( () otherlv_2= '.' ( (lv_right_3_0= ruleClosure ) ) )* )
            // InternalIsolang.g:2242:3: this_Closure_0= ruleClosure ( () otherlv_2= '.' ( (lv_right_3_0= ruleClosure ) ) )*
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getJoinAccess().getClosureParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_33);
            this_Closure_0=ruleClosure();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current = this_Closure_0;
              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:2250:3: ( () otherlv_2= '.' ( (lv_right_3_0= ruleClosure ) ) )*
            loop44:
            do {
                int alt44=2;
                int LA44_0 = input.LA(1);

                if ( (LA44_0==43) ) {
                    alt44=1;
                }


                switch (alt44) {
            	case 1 :
            	    // InternalIsolang.g:2251:4: () otherlv_2= '.' ( (lv_right_3_0= ruleClosure ) )
            	    {
            	    // InternalIsolang.g:2251:4: ()
            	    // InternalIsolang.g:2252:5: 
            	    {
            	    if ( state.backtracking==0 ) {

            	      					current = forceCreateModelElementAndSet(
            	      						grammarAccess.getJoinAccess().getJoinLeftAction_1_0(),
            	      						current);
            	      				
            	    }

            	    }

            	    otherlv_2=(Token)match(input,43,FOLLOW_15); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_2, grammarAccess.getJoinAccess().getFullStopKeyword_1_1());
            	      			
            	    }
            	    // InternalIsolang.g:2262:4: ( (lv_right_3_0= ruleClosure ) )
            	    // InternalIsolang.g:2263:5: (lv_right_3_0= ruleClosure )
            	    {
            	    // InternalIsolang.g:2263:5: (lv_right_3_0= ruleClosure )
            	    // InternalIsolang.g:2264:6: lv_right_3_0= ruleClosure
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getJoinAccess().getRightClosureParserRuleCall_1_2_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_33);
            	    lv_right_3_0=ruleClosure();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getJoinRule());
            	      						}
            	      						set(
            	      							current,
            	      							"right",
            	      							lv_right_3_0,
            	      							"isolang.dsl.Isolang.Closure");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop44;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleJoin"


    // $ANTLR start "entryRuleClosure"
    // InternalIsolang.g:2286:1: entryRuleClosure returns [EObject current=null] : iv_ruleClosure= ruleClosure EOF ;
    public final EObject entryRuleClosure() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleClosure = null;


        try {
            // InternalIsolang.g:2286:48: (iv_ruleClosure= ruleClosure EOF )
            // InternalIsolang.g:2287:2: iv_ruleClosure= ruleClosure EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getClosureRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleClosure=ruleClosure();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleClosure; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleClosure"


    // $ANTLR start "ruleClosure"
    // InternalIsolang.g:2293:1: ruleClosure returns [EObject current=null] : ( ( () otherlv_1= '~' ( (lv_operand_2_0= ruleClosure ) ) ) | ( () otherlv_4= '^' ( (lv_operand_5_0= ruleClosure ) ) ) | ( () otherlv_7= '*' ( (lv_operand_8_0= ruleClosure ) ) ) | this_Primary_9= rulePrimary ) ;
    public final EObject ruleClosure() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token otherlv_4=null;
        Token otherlv_7=null;
        EObject lv_operand_2_0 = null;

        EObject lv_operand_5_0 = null;

        EObject lv_operand_8_0 = null;

        EObject this_Primary_9 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2299:2: ( ( ( () otherlv_1= '~' ( (lv_operand_2_0= ruleClosure ) ) ) | ( () otherlv_4= '^' ( (lv_operand_5_0= ruleClosure ) ) ) | ( () otherlv_7= '*' ( (lv_operand_8_0= ruleClosure ) ) ) | this_Primary_9= rulePrimary ) )
            // InternalIsolang.g:2300:2: ( ( () otherlv_1= '~' ( (lv_operand_2_0= ruleClosure ) ) ) | ( () otherlv_4= '^' ( (lv_operand_5_0= ruleClosure ) ) ) | ( () otherlv_7= '*' ( (lv_operand_8_0= ruleClosure ) ) ) | this_Primary_9= rulePrimary )
            {
            // InternalIsolang.g:2300:2: ( ( () otherlv_1= '~' ( (lv_operand_2_0= ruleClosure ) ) ) | ( () otherlv_4= '^' ( (lv_operand_5_0= ruleClosure ) ) ) | ( () otherlv_7= '*' ( (lv_operand_8_0= ruleClosure ) ) ) | this_Primary_9= rulePrimary )
            int alt45=4;
            switch ( input.LA(1) ) {
            case 44:
                {
                alt45=1;
                }
                break;
            case 45:
                {
                alt45=2;
                }
                break;
            case 46:
                {
                alt45=3;
                }
                break;
            case RULE_ID:
            case 47:
            case 66:
            case 67:
            case 68:
            case 69:
            case 70:
            case 71:
            case 77:
            case 78:
            case 79:
            case 80:
            case 81:
            case 82:
            case 83:
            case 84:
            case 85:
            case 86:
            case 87:
            case 88:
            case 89:
            case 90:
            case 91:
            case 92:
            case 93:
            case 94:
                {
                alt45=4;
                }
                break;
            default:
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 45, 0, input);

                throw nvae;
            }

            switch (alt45) {
                case 1 :
                    // InternalIsolang.g:2301:3: ( () otherlv_1= '~' ( (lv_operand_2_0= ruleClosure ) ) )
                    {
                    // InternalIsolang.g:2301:3: ( () otherlv_1= '~' ( (lv_operand_2_0= ruleClosure ) ) )
                    // InternalIsolang.g:2302:4: () otherlv_1= '~' ( (lv_operand_2_0= ruleClosure ) )
                    {
                    // InternalIsolang.g:2302:4: ()
                    // InternalIsolang.g:2303:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElement(
                      						grammarAccess.getClosureAccess().getTransposeAction_0_0(),
                      						current);
                      				
                    }

                    }

                    otherlv_1=(Token)match(input,44,FOLLOW_15); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_1, grammarAccess.getClosureAccess().getTildeKeyword_0_1());
                      			
                    }
                    // InternalIsolang.g:2313:4: ( (lv_operand_2_0= ruleClosure ) )
                    // InternalIsolang.g:2314:5: (lv_operand_2_0= ruleClosure )
                    {
                    // InternalIsolang.g:2314:5: (lv_operand_2_0= ruleClosure )
                    // InternalIsolang.g:2315:6: lv_operand_2_0= ruleClosure
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getClosureAccess().getOperandClosureParserRuleCall_0_2_0());
                      					
                    }
                    pushFollow(FOLLOW_2);
                    lv_operand_2_0=ruleClosure();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getClosureRule());
                      						}
                      						set(
                      							current,
                      							"operand",
                      							lv_operand_2_0,
                      							"isolang.dsl.Isolang.Closure");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:2334:3: ( () otherlv_4= '^' ( (lv_operand_5_0= ruleClosure ) ) )
                    {
                    // InternalIsolang.g:2334:3: ( () otherlv_4= '^' ( (lv_operand_5_0= ruleClosure ) ) )
                    // InternalIsolang.g:2335:4: () otherlv_4= '^' ( (lv_operand_5_0= ruleClosure ) )
                    {
                    // InternalIsolang.g:2335:4: ()
                    // InternalIsolang.g:2336:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElement(
                      						grammarAccess.getClosureAccess().getTransitiveClosureAction_1_0(),
                      						current);
                      				
                    }

                    }

                    otherlv_4=(Token)match(input,45,FOLLOW_15); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_4, grammarAccess.getClosureAccess().getCircumflexAccentKeyword_1_1());
                      			
                    }
                    // InternalIsolang.g:2346:4: ( (lv_operand_5_0= ruleClosure ) )
                    // InternalIsolang.g:2347:5: (lv_operand_5_0= ruleClosure )
                    {
                    // InternalIsolang.g:2347:5: (lv_operand_5_0= ruleClosure )
                    // InternalIsolang.g:2348:6: lv_operand_5_0= ruleClosure
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getClosureAccess().getOperandClosureParserRuleCall_1_2_0());
                      					
                    }
                    pushFollow(FOLLOW_2);
                    lv_operand_5_0=ruleClosure();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getClosureRule());
                      						}
                      						set(
                      							current,
                      							"operand",
                      							lv_operand_5_0,
                      							"isolang.dsl.Isolang.Closure");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }


                    }
                    break;
                case 3 :
                    // InternalIsolang.g:2367:3: ( () otherlv_7= '*' ( (lv_operand_8_0= ruleClosure ) ) )
                    {
                    // InternalIsolang.g:2367:3: ( () otherlv_7= '*' ( (lv_operand_8_0= ruleClosure ) ) )
                    // InternalIsolang.g:2368:4: () otherlv_7= '*' ( (lv_operand_8_0= ruleClosure ) )
                    {
                    // InternalIsolang.g:2368:4: ()
                    // InternalIsolang.g:2369:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElement(
                      						grammarAccess.getClosureAccess().getReflexiveClosureAction_2_0(),
                      						current);
                      				
                    }

                    }

                    otherlv_7=(Token)match(input,46,FOLLOW_15); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_7, grammarAccess.getClosureAccess().getAsteriskKeyword_2_1());
                      			
                    }
                    // InternalIsolang.g:2379:4: ( (lv_operand_8_0= ruleClosure ) )
                    // InternalIsolang.g:2380:5: (lv_operand_8_0= ruleClosure )
                    {
                    // InternalIsolang.g:2380:5: (lv_operand_8_0= ruleClosure )
                    // InternalIsolang.g:2381:6: lv_operand_8_0= ruleClosure
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getClosureAccess().getOperandClosureParserRuleCall_2_2_0());
                      					
                    }
                    pushFollow(FOLLOW_2);
                    lv_operand_8_0=ruleClosure();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getClosureRule());
                      						}
                      						set(
                      							current,
                      							"operand",
                      							lv_operand_8_0,
                      							"isolang.dsl.Isolang.Closure");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }


                    }
                    break;
                case 4 :
                    // InternalIsolang.g:2400:3: this_Primary_9= rulePrimary
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getClosureAccess().getPrimaryParserRuleCall_3());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_Primary_9=rulePrimary();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_Primary_9;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleClosure"


    // $ANTLR start "entryRulePrimary"
    // InternalIsolang.g:2412:1: entryRulePrimary returns [EObject current=null] : iv_rulePrimary= rulePrimary EOF ;
    public final EObject entryRulePrimary() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePrimary = null;


        try {
            // InternalIsolang.g:2412:48: (iv_rulePrimary= rulePrimary EOF )
            // InternalIsolang.g:2413:2: iv_rulePrimary= rulePrimary EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getPrimaryRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_rulePrimary=rulePrimary();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_rulePrimary; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRulePrimary"


    // $ANTLR start "rulePrimary"
    // InternalIsolang.g:2419:1: rulePrimary returns [EObject current=null] : ( (otherlv_0= '(' this_Expr_1= ruleExpr otherlv_2= ')' ) | ( () ( (lv_name_4_0= ruleBuiltinName ) ) ) | ( () ( (otherlv_6= RULE_ID ) ) ) ) ;
    public final EObject rulePrimary() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        Token otherlv_6=null;
        EObject this_Expr_1 = null;

        Enumerator lv_name_4_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2425:2: ( ( (otherlv_0= '(' this_Expr_1= ruleExpr otherlv_2= ')' ) | ( () ( (lv_name_4_0= ruleBuiltinName ) ) ) | ( () ( (otherlv_6= RULE_ID ) ) ) ) )
            // InternalIsolang.g:2426:2: ( (otherlv_0= '(' this_Expr_1= ruleExpr otherlv_2= ')' ) | ( () ( (lv_name_4_0= ruleBuiltinName ) ) ) | ( () ( (otherlv_6= RULE_ID ) ) ) )
            {
            // InternalIsolang.g:2426:2: ( (otherlv_0= '(' this_Expr_1= ruleExpr otherlv_2= ')' ) | ( () ( (lv_name_4_0= ruleBuiltinName ) ) ) | ( () ( (otherlv_6= RULE_ID ) ) ) )
            int alt46=3;
            switch ( input.LA(1) ) {
            case 47:
                {
                alt46=1;
                }
                break;
            case 66:
            case 67:
            case 68:
            case 69:
            case 70:
            case 71:
            case 77:
            case 78:
            case 79:
            case 80:
            case 81:
            case 82:
            case 83:
            case 84:
            case 85:
            case 86:
            case 87:
            case 88:
            case 89:
            case 90:
            case 91:
            case 92:
            case 93:
            case 94:
                {
                alt46=2;
                }
                break;
            case RULE_ID:
                {
                alt46=3;
                }
                break;
            default:
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 46, 0, input);

                throw nvae;
            }

            switch (alt46) {
                case 1 :
                    // InternalIsolang.g:2427:3: (otherlv_0= '(' this_Expr_1= ruleExpr otherlv_2= ')' )
                    {
                    // InternalIsolang.g:2427:3: (otherlv_0= '(' this_Expr_1= ruleExpr otherlv_2= ')' )
                    // InternalIsolang.g:2428:4: otherlv_0= '(' this_Expr_1= ruleExpr otherlv_2= ')'
                    {
                    otherlv_0=(Token)match(input,47,FOLLOW_15); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_0, grammarAccess.getPrimaryAccess().getLeftParenthesisKeyword_0_0());
                      			
                    }
                    if ( state.backtracking==0 ) {

                      				newCompositeNode(grammarAccess.getPrimaryAccess().getExprParserRuleCall_0_1());
                      			
                    }
                    pushFollow(FOLLOW_34);
                    this_Expr_1=ruleExpr();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = this_Expr_1;
                      				afterParserOrEnumRuleCall();
                      			
                    }
                    otherlv_2=(Token)match(input,48,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_2, grammarAccess.getPrimaryAccess().getRightParenthesisKeyword_0_2());
                      			
                    }

                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:2446:3: ( () ( (lv_name_4_0= ruleBuiltinName ) ) )
                    {
                    // InternalIsolang.g:2446:3: ( () ( (lv_name_4_0= ruleBuiltinName ) ) )
                    // InternalIsolang.g:2447:4: () ( (lv_name_4_0= ruleBuiltinName ) )
                    {
                    // InternalIsolang.g:2447:4: ()
                    // InternalIsolang.g:2448:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElement(
                      						grammarAccess.getPrimaryAccess().getBuiltinAction_1_0(),
                      						current);
                      				
                    }

                    }

                    // InternalIsolang.g:2454:4: ( (lv_name_4_0= ruleBuiltinName ) )
                    // InternalIsolang.g:2455:5: (lv_name_4_0= ruleBuiltinName )
                    {
                    // InternalIsolang.g:2455:5: (lv_name_4_0= ruleBuiltinName )
                    // InternalIsolang.g:2456:6: lv_name_4_0= ruleBuiltinName
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getPrimaryAccess().getNameBuiltinNameEnumRuleCall_1_1_0());
                      					
                    }
                    pushFollow(FOLLOW_2);
                    lv_name_4_0=ruleBuiltinName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getPrimaryRule());
                      						}
                      						set(
                      							current,
                      							"name",
                      							lv_name_4_0,
                      							"isolang.dsl.Isolang.BuiltinName");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }


                    }


                    }
                    break;
                case 3 :
                    // InternalIsolang.g:2475:3: ( () ( (otherlv_6= RULE_ID ) ) )
                    {
                    // InternalIsolang.g:2475:3: ( () ( (otherlv_6= RULE_ID ) ) )
                    // InternalIsolang.g:2476:4: () ( (otherlv_6= RULE_ID ) )
                    {
                    // InternalIsolang.g:2476:4: ()
                    // InternalIsolang.g:2477:5: 
                    {
                    if ( state.backtracking==0 ) {

                      					current = forceCreateModelElement(
                      						grammarAccess.getPrimaryAccess().getRefAction_2_0(),
                      						current);
                      				
                    }

                    }

                    // InternalIsolang.g:2483:4: ( (otherlv_6= RULE_ID ) )
                    // InternalIsolang.g:2484:5: (otherlv_6= RULE_ID )
                    {
                    // InternalIsolang.g:2484:5: (otherlv_6= RULE_ID )
                    // InternalIsolang.g:2485:6: otherlv_6= RULE_ID
                    {
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getPrimaryRule());
                      						}
                      					
                    }
                    otherlv_6=(Token)match(input,RULE_ID,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(otherlv_6, grammarAccess.getPrimaryAccess().getTargetNamedCrossReference_2_1_0());
                      					
                    }

                    }


                    }


                    }


                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "rulePrimary"


    // $ANTLR start "entryRuleQuantified"
    // InternalIsolang.g:2501:1: entryRuleQuantified returns [EObject current=null] : iv_ruleQuantified= ruleQuantified EOF ;
    public final EObject entryRuleQuantified() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleQuantified = null;


        try {
            // InternalIsolang.g:2501:51: (iv_ruleQuantified= ruleQuantified EOF )
            // InternalIsolang.g:2502:2: iv_ruleQuantified= ruleQuantified EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getQuantifiedRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleQuantified=ruleQuantified();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleQuantified; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleQuantified"


    // $ANTLR start "ruleQuantified"
    // InternalIsolang.g:2508:1: ruleQuantified returns [EObject current=null] : ( ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=> ( () ( (lv_quantifier_1_0= ruleQuantifier ) ) ( (lv_decls_2_0= ruleDecl ) ) ) ) (otherlv_3= ',' ( (lv_decls_4_0= ruleDecl ) ) )* otherlv_5= '|' ( (lv_body_6_0= ruleExpr ) ) ) ;
    public final EObject ruleQuantified() throws RecognitionException {
        EObject current = null;

        Token otherlv_3=null;
        Token otherlv_5=null;
        Enumerator lv_quantifier_1_0 = null;

        EObject lv_decls_2_0 = null;

        EObject lv_decls_4_0 = null;

        EObject lv_body_6_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2514:2: ( ( ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=> ( () ( (lv_quantifier_1_0= ruleQuantifier ) ) ( (lv_decls_2_0= ruleDecl ) ) ) ) (otherlv_3= ',' ( (lv_decls_4_0= ruleDecl ) ) )* otherlv_5= '|' ( (lv_body_6_0= ruleExpr ) ) ) )
            // InternalIsolang.g:2515:2: ( ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=> ( () ( (lv_quantifier_1_0= ruleQuantifier ) ) ( (lv_decls_2_0= ruleDecl ) ) ) ) (otherlv_3= ',' ( (lv_decls_4_0= ruleDecl ) ) )* otherlv_5= '|' ( (lv_body_6_0= ruleExpr ) ) )
            {
            // InternalIsolang.g:2515:2: ( ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=> ( () ( (lv_quantifier_1_0= ruleQuantifier ) ) ( (lv_decls_2_0= ruleDecl ) ) ) ) (otherlv_3= ',' ( (lv_decls_4_0= ruleDecl ) ) )* otherlv_5= '|' ( (lv_body_6_0= ruleExpr ) ) )
            // InternalIsolang.g:2516:3: ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=> ( () ( (lv_quantifier_1_0= ruleQuantifier ) ) ( (lv_decls_2_0= ruleDecl ) ) ) ) (otherlv_3= ',' ( (lv_decls_4_0= ruleDecl ) ) )* otherlv_5= '|' ( (lv_body_6_0= ruleExpr ) )
            {
            // InternalIsolang.g:2516:3: ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=> ( () ( (lv_quantifier_1_0= ruleQuantifier ) ) ( (lv_decls_2_0= ruleDecl ) ) ) )
            // InternalIsolang.g:2517:4: ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=> ( () ( (lv_quantifier_1_0= ruleQuantifier ) ) ( (lv_decls_2_0= ruleDecl ) ) )
            {
            // InternalIsolang.g:2532:4: ( () ( (lv_quantifier_1_0= ruleQuantifier ) ) ( (lv_decls_2_0= ruleDecl ) ) )
            // InternalIsolang.g:2533:5: () ( (lv_quantifier_1_0= ruleQuantifier ) ) ( (lv_decls_2_0= ruleDecl ) )
            {
            // InternalIsolang.g:2533:5: ()
            // InternalIsolang.g:2534:6: 
            {
            if ( state.backtracking==0 ) {

              						current = forceCreateModelElement(
              							grammarAccess.getQuantifiedAccess().getQuantifiedAction_0_0_0(),
              							current);
              					
            }

            }

            // InternalIsolang.g:2540:5: ( (lv_quantifier_1_0= ruleQuantifier ) )
            // InternalIsolang.g:2541:6: (lv_quantifier_1_0= ruleQuantifier )
            {
            // InternalIsolang.g:2541:6: (lv_quantifier_1_0= ruleQuantifier )
            // InternalIsolang.g:2542:7: lv_quantifier_1_0= ruleQuantifier
            {
            if ( state.backtracking==0 ) {

              							newCompositeNode(grammarAccess.getQuantifiedAccess().getQuantifierQuantifierEnumRuleCall_0_0_1_0());
              						
            }
            pushFollow(FOLLOW_35);
            lv_quantifier_1_0=ruleQuantifier();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              							if (current==null) {
              								current = createModelElementForParent(grammarAccess.getQuantifiedRule());
              							}
              							set(
              								current,
              								"quantifier",
              								lv_quantifier_1_0,
              								"isolang.dsl.Isolang.Quantifier");
              							afterParserOrEnumRuleCall();
              						
            }

            }


            }

            // InternalIsolang.g:2559:5: ( (lv_decls_2_0= ruleDecl ) )
            // InternalIsolang.g:2560:6: (lv_decls_2_0= ruleDecl )
            {
            // InternalIsolang.g:2560:6: (lv_decls_2_0= ruleDecl )
            // InternalIsolang.g:2561:7: lv_decls_2_0= ruleDecl
            {
            if ( state.backtracking==0 ) {

              							newCompositeNode(grammarAccess.getQuantifiedAccess().getDeclsDeclParserRuleCall_0_0_2_0());
              						
            }
            pushFollow(FOLLOW_36);
            lv_decls_2_0=ruleDecl();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              							if (current==null) {
              								current = createModelElementForParent(grammarAccess.getQuantifiedRule());
              							}
              							add(
              								current,
              								"decls",
              								lv_decls_2_0,
              								"isolang.dsl.Isolang.Decl");
              							afterParserOrEnumRuleCall();
              						
            }

            }


            }


            }


            }

            // InternalIsolang.g:2580:3: (otherlv_3= ',' ( (lv_decls_4_0= ruleDecl ) ) )*
            loop47:
            do {
                int alt47=2;
                int LA47_0 = input.LA(1);

                if ( (LA47_0==26) ) {
                    alt47=1;
                }


                switch (alt47) {
            	case 1 :
            	    // InternalIsolang.g:2581:4: otherlv_3= ',' ( (lv_decls_4_0= ruleDecl ) )
            	    {
            	    otherlv_3=(Token)match(input,26,FOLLOW_35); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_3, grammarAccess.getQuantifiedAccess().getCommaKeyword_1_0());
            	      			
            	    }
            	    // InternalIsolang.g:2585:4: ( (lv_decls_4_0= ruleDecl ) )
            	    // InternalIsolang.g:2586:5: (lv_decls_4_0= ruleDecl )
            	    {
            	    // InternalIsolang.g:2586:5: (lv_decls_4_0= ruleDecl )
            	    // InternalIsolang.g:2587:6: lv_decls_4_0= ruleDecl
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getQuantifiedAccess().getDeclsDeclParserRuleCall_1_1_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_36);
            	    lv_decls_4_0=ruleDecl();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getQuantifiedRule());
            	      						}
            	      						add(
            	      							current,
            	      							"decls",
            	      							lv_decls_4_0,
            	      							"isolang.dsl.Isolang.Decl");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop47;
                }
            } while (true);

            otherlv_5=(Token)match(input,49,FOLLOW_15); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_5, grammarAccess.getQuantifiedAccess().getVerticalLineKeyword_2());
              		
            }
            // InternalIsolang.g:2609:3: ( (lv_body_6_0= ruleExpr ) )
            // InternalIsolang.g:2610:4: (lv_body_6_0= ruleExpr )
            {
            // InternalIsolang.g:2610:4: (lv_body_6_0= ruleExpr )
            // InternalIsolang.g:2611:5: lv_body_6_0= ruleExpr
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getQuantifiedAccess().getBodyExprParserRuleCall_3_0());
              				
            }
            pushFollow(FOLLOW_2);
            lv_body_6_0=ruleExpr();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getQuantifiedRule());
              					}
              					set(
              						current,
              						"body",
              						lv_body_6_0,
              						"isolang.dsl.Isolang.Expr");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleQuantified"


    // $ANTLR start "entryRuleDecl"
    // InternalIsolang.g:2632:1: entryRuleDecl returns [EObject current=null] : iv_ruleDecl= ruleDecl EOF ;
    public final EObject entryRuleDecl() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleDecl = null;


        try {
            // InternalIsolang.g:2632:45: (iv_ruleDecl= ruleDecl EOF )
            // InternalIsolang.g:2633:2: iv_ruleDecl= ruleDecl EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getDeclRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleDecl=ruleDecl();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleDecl; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleDecl"


    // $ANTLR start "ruleDecl"
    // InternalIsolang.g:2639:1: ruleDecl returns [EObject current=null] : ( ( (lv_disj_0_0= 'disj' ) )? ( (lv_vars_1_0= ruleVar ) ) (otherlv_2= ',' ( (lv_vars_3_0= ruleVar ) ) )* otherlv_4= ':' ( (lv_bound_5_0= ruleUnion ) ) ) ;
    public final EObject ruleDecl() throws RecognitionException {
        EObject current = null;

        Token lv_disj_0_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        EObject lv_vars_1_0 = null;

        EObject lv_vars_3_0 = null;

        EObject lv_bound_5_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2645:2: ( ( ( (lv_disj_0_0= 'disj' ) )? ( (lv_vars_1_0= ruleVar ) ) (otherlv_2= ',' ( (lv_vars_3_0= ruleVar ) ) )* otherlv_4= ':' ( (lv_bound_5_0= ruleUnion ) ) ) )
            // InternalIsolang.g:2646:2: ( ( (lv_disj_0_0= 'disj' ) )? ( (lv_vars_1_0= ruleVar ) ) (otherlv_2= ',' ( (lv_vars_3_0= ruleVar ) ) )* otherlv_4= ':' ( (lv_bound_5_0= ruleUnion ) ) )
            {
            // InternalIsolang.g:2646:2: ( ( (lv_disj_0_0= 'disj' ) )? ( (lv_vars_1_0= ruleVar ) ) (otherlv_2= ',' ( (lv_vars_3_0= ruleVar ) ) )* otherlv_4= ':' ( (lv_bound_5_0= ruleUnion ) ) )
            // InternalIsolang.g:2647:3: ( (lv_disj_0_0= 'disj' ) )? ( (lv_vars_1_0= ruleVar ) ) (otherlv_2= ',' ( (lv_vars_3_0= ruleVar ) ) )* otherlv_4= ':' ( (lv_bound_5_0= ruleUnion ) )
            {
            // InternalIsolang.g:2647:3: ( (lv_disj_0_0= 'disj' ) )?
            int alt48=2;
            int LA48_0 = input.LA(1);

            if ( (LA48_0==50) ) {
                alt48=1;
            }
            switch (alt48) {
                case 1 :
                    // InternalIsolang.g:2648:4: (lv_disj_0_0= 'disj' )
                    {
                    // InternalIsolang.g:2648:4: (lv_disj_0_0= 'disj' )
                    // InternalIsolang.g:2649:5: lv_disj_0_0= 'disj'
                    {
                    lv_disj_0_0=(Token)match(input,50,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					newLeafNode(lv_disj_0_0, grammarAccess.getDeclAccess().getDisjDisjKeyword_0_0());
                      				
                    }
                    if ( state.backtracking==0 ) {

                      					if (current==null) {
                      						current = createModelElement(grammarAccess.getDeclRule());
                      					}
                      					setWithLastConsumed(current, "disj", lv_disj_0_0 != null, "disj");
                      				
                    }

                    }


                    }
                    break;

            }

            // InternalIsolang.g:2661:3: ( (lv_vars_1_0= ruleVar ) )
            // InternalIsolang.g:2662:4: (lv_vars_1_0= ruleVar )
            {
            // InternalIsolang.g:2662:4: (lv_vars_1_0= ruleVar )
            // InternalIsolang.g:2663:5: lv_vars_1_0= ruleVar
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getDeclAccess().getVarsVarParserRuleCall_1_0());
              				
            }
            pushFollow(FOLLOW_22);
            lv_vars_1_0=ruleVar();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getDeclRule());
              					}
              					add(
              						current,
              						"vars",
              						lv_vars_1_0,
              						"isolang.dsl.Isolang.Var");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:2680:3: (otherlv_2= ',' ( (lv_vars_3_0= ruleVar ) ) )*
            loop49:
            do {
                int alt49=2;
                int LA49_0 = input.LA(1);

                if ( (LA49_0==26) ) {
                    alt49=1;
                }


                switch (alt49) {
            	case 1 :
            	    // InternalIsolang.g:2681:4: otherlv_2= ',' ( (lv_vars_3_0= ruleVar ) )
            	    {
            	    otherlv_2=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_2, grammarAccess.getDeclAccess().getCommaKeyword_2_0());
            	      			
            	    }
            	    // InternalIsolang.g:2685:4: ( (lv_vars_3_0= ruleVar ) )
            	    // InternalIsolang.g:2686:5: (lv_vars_3_0= ruleVar )
            	    {
            	    // InternalIsolang.g:2686:5: (lv_vars_3_0= ruleVar )
            	    // InternalIsolang.g:2687:6: lv_vars_3_0= ruleVar
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getDeclAccess().getVarsVarParserRuleCall_2_1_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_22);
            	    lv_vars_3_0=ruleVar();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getDeclRule());
            	      						}
            	      						add(
            	      							current,
            	      							"vars",
            	      							lv_vars_3_0,
            	      							"isolang.dsl.Isolang.Var");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop49;
                }
            } while (true);

            otherlv_4=(Token)match(input,17,FOLLOW_15); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_4, grammarAccess.getDeclAccess().getColonKeyword_3());
              		
            }
            // InternalIsolang.g:2709:3: ( (lv_bound_5_0= ruleUnion ) )
            // InternalIsolang.g:2710:4: (lv_bound_5_0= ruleUnion )
            {
            // InternalIsolang.g:2710:4: (lv_bound_5_0= ruleUnion )
            // InternalIsolang.g:2711:5: lv_bound_5_0= ruleUnion
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getDeclAccess().getBoundUnionParserRuleCall_4_0());
              				
            }
            pushFollow(FOLLOW_2);
            lv_bound_5_0=ruleUnion();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getDeclRule());
              					}
              					set(
              						current,
              						"bound",
              						lv_bound_5_0,
              						"isolang.dsl.Isolang.Union");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleDecl"


    // $ANTLR start "entryRuleLet"
    // InternalIsolang.g:2732:1: entryRuleLet returns [EObject current=null] : iv_ruleLet= ruleLet EOF ;
    public final EObject entryRuleLet() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleLet = null;


        try {
            // InternalIsolang.g:2732:44: (iv_ruleLet= ruleLet EOF )
            // InternalIsolang.g:2733:2: iv_ruleLet= ruleLet EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getLetRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleLet=ruleLet();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleLet; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleLet"


    // $ANTLR start "ruleLet"
    // InternalIsolang.g:2739:1: ruleLet returns [EObject current=null] : ( () otherlv_1= 'let' ( (lv_bindings_2_0= ruleLetBinding ) ) (otherlv_3= ',' ( (lv_bindings_4_0= ruleLetBinding ) ) )* otherlv_5= '|' ( (lv_body_6_0= ruleExpr ) ) ) ;
    public final EObject ruleLet() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        EObject lv_bindings_2_0 = null;

        EObject lv_bindings_4_0 = null;

        EObject lv_body_6_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2745:2: ( ( () otherlv_1= 'let' ( (lv_bindings_2_0= ruleLetBinding ) ) (otherlv_3= ',' ( (lv_bindings_4_0= ruleLetBinding ) ) )* otherlv_5= '|' ( (lv_body_6_0= ruleExpr ) ) ) )
            // InternalIsolang.g:2746:2: ( () otherlv_1= 'let' ( (lv_bindings_2_0= ruleLetBinding ) ) (otherlv_3= ',' ( (lv_bindings_4_0= ruleLetBinding ) ) )* otherlv_5= '|' ( (lv_body_6_0= ruleExpr ) ) )
            {
            // InternalIsolang.g:2746:2: ( () otherlv_1= 'let' ( (lv_bindings_2_0= ruleLetBinding ) ) (otherlv_3= ',' ( (lv_bindings_4_0= ruleLetBinding ) ) )* otherlv_5= '|' ( (lv_body_6_0= ruleExpr ) ) )
            // InternalIsolang.g:2747:3: () otherlv_1= 'let' ( (lv_bindings_2_0= ruleLetBinding ) ) (otherlv_3= ',' ( (lv_bindings_4_0= ruleLetBinding ) ) )* otherlv_5= '|' ( (lv_body_6_0= ruleExpr ) )
            {
            // InternalIsolang.g:2747:3: ()
            // InternalIsolang.g:2748:4: 
            {
            if ( state.backtracking==0 ) {

              				current = forceCreateModelElement(
              					grammarAccess.getLetAccess().getLetAction_0(),
              					current);
              			
            }

            }

            otherlv_1=(Token)match(input,51,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_1, grammarAccess.getLetAccess().getLetKeyword_1());
              		
            }
            // InternalIsolang.g:2758:3: ( (lv_bindings_2_0= ruleLetBinding ) )
            // InternalIsolang.g:2759:4: (lv_bindings_2_0= ruleLetBinding )
            {
            // InternalIsolang.g:2759:4: (lv_bindings_2_0= ruleLetBinding )
            // InternalIsolang.g:2760:5: lv_bindings_2_0= ruleLetBinding
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getLetAccess().getBindingsLetBindingParserRuleCall_2_0());
              				
            }
            pushFollow(FOLLOW_36);
            lv_bindings_2_0=ruleLetBinding();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getLetRule());
              					}
              					add(
              						current,
              						"bindings",
              						lv_bindings_2_0,
              						"isolang.dsl.Isolang.LetBinding");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:2777:3: (otherlv_3= ',' ( (lv_bindings_4_0= ruleLetBinding ) ) )*
            loop50:
            do {
                int alt50=2;
                int LA50_0 = input.LA(1);

                if ( (LA50_0==26) ) {
                    alt50=1;
                }


                switch (alt50) {
            	case 1 :
            	    // InternalIsolang.g:2778:4: otherlv_3= ',' ( (lv_bindings_4_0= ruleLetBinding ) )
            	    {
            	    otherlv_3=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_3, grammarAccess.getLetAccess().getCommaKeyword_3_0());
            	      			
            	    }
            	    // InternalIsolang.g:2782:4: ( (lv_bindings_4_0= ruleLetBinding ) )
            	    // InternalIsolang.g:2783:5: (lv_bindings_4_0= ruleLetBinding )
            	    {
            	    // InternalIsolang.g:2783:5: (lv_bindings_4_0= ruleLetBinding )
            	    // InternalIsolang.g:2784:6: lv_bindings_4_0= ruleLetBinding
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getLetAccess().getBindingsLetBindingParserRuleCall_3_1_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_36);
            	    lv_bindings_4_0=ruleLetBinding();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getLetRule());
            	      						}
            	      						add(
            	      							current,
            	      							"bindings",
            	      							lv_bindings_4_0,
            	      							"isolang.dsl.Isolang.LetBinding");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop50;
                }
            } while (true);

            otherlv_5=(Token)match(input,49,FOLLOW_15); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_5, grammarAccess.getLetAccess().getVerticalLineKeyword_4());
              		
            }
            // InternalIsolang.g:2806:3: ( (lv_body_6_0= ruleExpr ) )
            // InternalIsolang.g:2807:4: (lv_body_6_0= ruleExpr )
            {
            // InternalIsolang.g:2807:4: (lv_body_6_0= ruleExpr )
            // InternalIsolang.g:2808:5: lv_body_6_0= ruleExpr
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getLetAccess().getBodyExprParserRuleCall_5_0());
              				
            }
            pushFollow(FOLLOW_2);
            lv_body_6_0=ruleExpr();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getLetRule());
              					}
              					set(
              						current,
              						"body",
              						lv_body_6_0,
              						"isolang.dsl.Isolang.Expr");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleLet"


    // $ANTLR start "entryRuleLetBinding"
    // InternalIsolang.g:2829:1: entryRuleLetBinding returns [EObject current=null] : iv_ruleLetBinding= ruleLetBinding EOF ;
    public final EObject entryRuleLetBinding() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleLetBinding = null;


        try {
            // InternalIsolang.g:2829:51: (iv_ruleLetBinding= ruleLetBinding EOF )
            // InternalIsolang.g:2830:2: iv_ruleLetBinding= ruleLetBinding EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getLetBindingRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleLetBinding=ruleLetBinding();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleLetBinding; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleLetBinding"


    // $ANTLR start "ruleLetBinding"
    // InternalIsolang.g:2836:1: ruleLetBinding returns [EObject current=null] : ( ( (lv_var_0_0= ruleVar ) ) otherlv_1= '=' ( (lv_value_2_0= ruleUnion ) ) ) ;
    public final EObject ruleLetBinding() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        EObject lv_var_0_0 = null;

        EObject lv_value_2_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2842:2: ( ( ( (lv_var_0_0= ruleVar ) ) otherlv_1= '=' ( (lv_value_2_0= ruleUnion ) ) ) )
            // InternalIsolang.g:2843:2: ( ( (lv_var_0_0= ruleVar ) ) otherlv_1= '=' ( (lv_value_2_0= ruleUnion ) ) )
            {
            // InternalIsolang.g:2843:2: ( ( (lv_var_0_0= ruleVar ) ) otherlv_1= '=' ( (lv_value_2_0= ruleUnion ) ) )
            // InternalIsolang.g:2844:3: ( (lv_var_0_0= ruleVar ) ) otherlv_1= '=' ( (lv_value_2_0= ruleUnion ) )
            {
            // InternalIsolang.g:2844:3: ( (lv_var_0_0= ruleVar ) )
            // InternalIsolang.g:2845:4: (lv_var_0_0= ruleVar )
            {
            // InternalIsolang.g:2845:4: (lv_var_0_0= ruleVar )
            // InternalIsolang.g:2846:5: lv_var_0_0= ruleVar
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getLetBindingAccess().getVarVarParserRuleCall_0_0());
              				
            }
            pushFollow(FOLLOW_37);
            lv_var_0_0=ruleVar();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getLetBindingRule());
              					}
              					set(
              						current,
              						"var",
              						lv_var_0_0,
              						"isolang.dsl.Isolang.Var");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            otherlv_1=(Token)match(input,21,FOLLOW_15); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_1, grammarAccess.getLetBindingAccess().getEqualsSignKeyword_1());
              		
            }
            // InternalIsolang.g:2867:3: ( (lv_value_2_0= ruleUnion ) )
            // InternalIsolang.g:2868:4: (lv_value_2_0= ruleUnion )
            {
            // InternalIsolang.g:2868:4: (lv_value_2_0= ruleUnion )
            // InternalIsolang.g:2869:5: lv_value_2_0= ruleUnion
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getLetBindingAccess().getValueUnionParserRuleCall_2_0());
              				
            }
            pushFollow(FOLLOW_2);
            lv_value_2_0=ruleUnion();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getLetBindingRule());
              					}
              					set(
              						current,
              						"value",
              						lv_value_2_0,
              						"isolang.dsl.Isolang.Union");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleLetBinding"


    // $ANTLR start "entryRuleHistoryLiteral"
    // InternalIsolang.g:2890:1: entryRuleHistoryLiteral returns [EObject current=null] : iv_ruleHistoryLiteral= ruleHistoryLiteral EOF ;
    public final EObject entryRuleHistoryLiteral() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleHistoryLiteral = null;


        try {
            // InternalIsolang.g:2890:55: (iv_ruleHistoryLiteral= ruleHistoryLiteral EOF )
            // InternalIsolang.g:2891:2: iv_ruleHistoryLiteral= ruleHistoryLiteral EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getHistoryLiteralRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleHistoryLiteral=ruleHistoryLiteral();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleHistoryLiteral; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleHistoryLiteral"


    // $ANTLR start "ruleHistoryLiteral"
    // InternalIsolang.g:2897:1: ruleHistoryLiteral returns [EObject current=null] : (otherlv_0= 'history' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= '{' ( (lv_sessions_3_0= ruleSession ) )* otherlv_4= '}' ) ;
    public final EObject ruleHistoryLiteral() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        EObject lv_sessions_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2903:2: ( (otherlv_0= 'history' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= '{' ( (lv_sessions_3_0= ruleSession ) )* otherlv_4= '}' ) )
            // InternalIsolang.g:2904:2: (otherlv_0= 'history' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= '{' ( (lv_sessions_3_0= ruleSession ) )* otherlv_4= '}' )
            {
            // InternalIsolang.g:2904:2: (otherlv_0= 'history' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= '{' ( (lv_sessions_3_0= ruleSession ) )* otherlv_4= '}' )
            // InternalIsolang.g:2905:3: otherlv_0= 'history' ( (lv_name_1_0= RULE_ID ) ) otherlv_2= '{' ( (lv_sessions_3_0= ruleSession ) )* otherlv_4= '}'
            {
            otherlv_0=(Token)match(input,52,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getHistoryLiteralAccess().getHistoryKeyword_0());
              		
            }
            // InternalIsolang.g:2909:3: ( (lv_name_1_0= RULE_ID ) )
            // InternalIsolang.g:2910:4: (lv_name_1_0= RULE_ID )
            {
            // InternalIsolang.g:2910:4: (lv_name_1_0= RULE_ID )
            // InternalIsolang.g:2911:5: lv_name_1_0= RULE_ID
            {
            lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_6); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_name_1_0, grammarAccess.getHistoryLiteralAccess().getNameIDTerminalRuleCall_1_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getHistoryLiteralRule());
              					}
              					setWithLastConsumed(
              						current,
              						"name",
              						lv_name_1_0,
              						"isolang.dsl.Isolang.ID");
              				
            }

            }


            }

            otherlv_2=(Token)match(input,14,FOLLOW_38); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_2, grammarAccess.getHistoryLiteralAccess().getLeftCurlyBracketKeyword_2());
              		
            }
            // InternalIsolang.g:2931:3: ( (lv_sessions_3_0= ruleSession ) )*
            loop51:
            do {
                int alt51=2;
                int LA51_0 = input.LA(1);

                if ( (LA51_0==53) ) {
                    alt51=1;
                }


                switch (alt51) {
            	case 1 :
            	    // InternalIsolang.g:2932:4: (lv_sessions_3_0= ruleSession )
            	    {
            	    // InternalIsolang.g:2932:4: (lv_sessions_3_0= ruleSession )
            	    // InternalIsolang.g:2933:5: lv_sessions_3_0= ruleSession
            	    {
            	    if ( state.backtracking==0 ) {

            	      					newCompositeNode(grammarAccess.getHistoryLiteralAccess().getSessionsSessionParserRuleCall_3_0());
            	      				
            	    }
            	    pushFollow(FOLLOW_38);
            	    lv_sessions_3_0=ruleSession();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      					if (current==null) {
            	      						current = createModelElementForParent(grammarAccess.getHistoryLiteralRule());
            	      					}
            	      					add(
            	      						current,
            	      						"sessions",
            	      						lv_sessions_3_0,
            	      						"isolang.dsl.Isolang.Session");
            	      					afterParserOrEnumRuleCall();
            	      				
            	    }

            	    }


            	    }
            	    break;

            	default :
            	    break loop51;
                }
            } while (true);

            otherlv_4=(Token)match(input,15,FOLLOW_2); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_4, grammarAccess.getHistoryLiteralAccess().getRightCurlyBracketKeyword_4());
              		
            }

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleHistoryLiteral"


    // $ANTLR start "entryRuleSession"
    // InternalIsolang.g:2958:1: entryRuleSession returns [EObject current=null] : iv_ruleSession= ruleSession EOF ;
    public final EObject entryRuleSession() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSession = null;


        try {
            // InternalIsolang.g:2958:48: (iv_ruleSession= ruleSession EOF )
            // InternalIsolang.g:2959:2: iv_ruleSession= ruleSession EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getSessionRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleSession=ruleSession();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleSession; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleSession"


    // $ANTLR start "ruleSession"
    // InternalIsolang.g:2965:1: ruleSession returns [EObject current=null] : ( () otherlv_1= 'session' otherlv_2= '{' ( (lv_transactions_3_0= ruleTxnLiteral ) )* otherlv_4= '}' ) ;
    public final EObject ruleSession() throws RecognitionException {
        EObject current = null;

        Token otherlv_1=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        EObject lv_transactions_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:2971:2: ( ( () otherlv_1= 'session' otherlv_2= '{' ( (lv_transactions_3_0= ruleTxnLiteral ) )* otherlv_4= '}' ) )
            // InternalIsolang.g:2972:2: ( () otherlv_1= 'session' otherlv_2= '{' ( (lv_transactions_3_0= ruleTxnLiteral ) )* otherlv_4= '}' )
            {
            // InternalIsolang.g:2972:2: ( () otherlv_1= 'session' otherlv_2= '{' ( (lv_transactions_3_0= ruleTxnLiteral ) )* otherlv_4= '}' )
            // InternalIsolang.g:2973:3: () otherlv_1= 'session' otherlv_2= '{' ( (lv_transactions_3_0= ruleTxnLiteral ) )* otherlv_4= '}'
            {
            // InternalIsolang.g:2973:3: ()
            // InternalIsolang.g:2974:4: 
            {
            if ( state.backtracking==0 ) {

              				current = forceCreateModelElement(
              					grammarAccess.getSessionAccess().getSessionAction_0(),
              					current);
              			
            }

            }

            otherlv_1=(Token)match(input,53,FOLLOW_6); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_1, grammarAccess.getSessionAccess().getSessionKeyword_1());
              		
            }
            otherlv_2=(Token)match(input,14,FOLLOW_39); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_2, grammarAccess.getSessionAccess().getLeftCurlyBracketKeyword_2());
              		
            }
            // InternalIsolang.g:2988:3: ( (lv_transactions_3_0= ruleTxnLiteral ) )*
            loop52:
            do {
                int alt52=2;
                int LA52_0 = input.LA(1);

                if ( (LA52_0==RULE_ID) ) {
                    alt52=1;
                }


                switch (alt52) {
            	case 1 :
            	    // InternalIsolang.g:2989:4: (lv_transactions_3_0= ruleTxnLiteral )
            	    {
            	    // InternalIsolang.g:2989:4: (lv_transactions_3_0= ruleTxnLiteral )
            	    // InternalIsolang.g:2990:5: lv_transactions_3_0= ruleTxnLiteral
            	    {
            	    if ( state.backtracking==0 ) {

            	      					newCompositeNode(grammarAccess.getSessionAccess().getTransactionsTxnLiteralParserRuleCall_3_0());
            	      				
            	    }
            	    pushFollow(FOLLOW_39);
            	    lv_transactions_3_0=ruleTxnLiteral();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      					if (current==null) {
            	      						current = createModelElementForParent(grammarAccess.getSessionRule());
            	      					}
            	      					add(
            	      						current,
            	      						"transactions",
            	      						lv_transactions_3_0,
            	      						"isolang.dsl.Isolang.TxnLiteral");
            	      					afterParserOrEnumRuleCall();
            	      				
            	    }

            	    }


            	    }
            	    break;

            	default :
            	    break loop52;
                }
            } while (true);

            otherlv_4=(Token)match(input,15,FOLLOW_2); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_4, grammarAccess.getSessionAccess().getRightCurlyBracketKeyword_4());
              		
            }

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleSession"


    // $ANTLR start "entryRuleTxnLiteral"
    // InternalIsolang.g:3015:1: entryRuleTxnLiteral returns [EObject current=null] : iv_ruleTxnLiteral= ruleTxnLiteral EOF ;
    public final EObject entryRuleTxnLiteral() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleTxnLiteral = null;


        try {
            // InternalIsolang.g:3015:51: (iv_ruleTxnLiteral= ruleTxnLiteral EOF )
            // InternalIsolang.g:3016:2: iv_ruleTxnLiteral= ruleTxnLiteral EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getTxnLiteralRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleTxnLiteral=ruleTxnLiteral();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleTxnLiteral; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleTxnLiteral"


    // $ANTLR start "ruleTxnLiteral"
    // InternalIsolang.g:3022:1: ruleTxnLiteral returns [EObject current=null] : ( ( (lv_name_0_0= RULE_ID ) ) (otherlv_1= '[' ( (lv_start_2_0= ruleValue ) ) otherlv_3= ',' ( (lv_end_4_0= ruleValue ) ) otherlv_5= ']' )? otherlv_6= ':' ( (lv_operations_7_0= ruleOpLiteral ) )* ) ;
    public final EObject ruleTxnLiteral() throws RecognitionException {
        EObject current = null;

        Token lv_name_0_0=null;
        Token otherlv_1=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token otherlv_6=null;
        AntlrDatatypeRuleToken lv_start_2_0 = null;

        AntlrDatatypeRuleToken lv_end_4_0 = null;

        EObject lv_operations_7_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:3028:2: ( ( ( (lv_name_0_0= RULE_ID ) ) (otherlv_1= '[' ( (lv_start_2_0= ruleValue ) ) otherlv_3= ',' ( (lv_end_4_0= ruleValue ) ) otherlv_5= ']' )? otherlv_6= ':' ( (lv_operations_7_0= ruleOpLiteral ) )* ) )
            // InternalIsolang.g:3029:2: ( ( (lv_name_0_0= RULE_ID ) ) (otherlv_1= '[' ( (lv_start_2_0= ruleValue ) ) otherlv_3= ',' ( (lv_end_4_0= ruleValue ) ) otherlv_5= ']' )? otherlv_6= ':' ( (lv_operations_7_0= ruleOpLiteral ) )* )
            {
            // InternalIsolang.g:3029:2: ( ( (lv_name_0_0= RULE_ID ) ) (otherlv_1= '[' ( (lv_start_2_0= ruleValue ) ) otherlv_3= ',' ( (lv_end_4_0= ruleValue ) ) otherlv_5= ']' )? otherlv_6= ':' ( (lv_operations_7_0= ruleOpLiteral ) )* )
            // InternalIsolang.g:3030:3: ( (lv_name_0_0= RULE_ID ) ) (otherlv_1= '[' ( (lv_start_2_0= ruleValue ) ) otherlv_3= ',' ( (lv_end_4_0= ruleValue ) ) otherlv_5= ']' )? otherlv_6= ':' ( (lv_operations_7_0= ruleOpLiteral ) )*
            {
            // InternalIsolang.g:3030:3: ( (lv_name_0_0= RULE_ID ) )
            // InternalIsolang.g:3031:4: (lv_name_0_0= RULE_ID )
            {
            // InternalIsolang.g:3031:4: (lv_name_0_0= RULE_ID )
            // InternalIsolang.g:3032:5: lv_name_0_0= RULE_ID
            {
            lv_name_0_0=(Token)match(input,RULE_ID,FOLLOW_21); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_name_0_0, grammarAccess.getTxnLiteralAccess().getNameIDTerminalRuleCall_0_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getTxnLiteralRule());
              					}
              					setWithLastConsumed(
              						current,
              						"name",
              						lv_name_0_0,
              						"isolang.dsl.Isolang.ID");
              				
            }

            }


            }

            // InternalIsolang.g:3048:3: (otherlv_1= '[' ( (lv_start_2_0= ruleValue ) ) otherlv_3= ',' ( (lv_end_4_0= ruleValue ) ) otherlv_5= ']' )?
            int alt53=2;
            int LA53_0 = input.LA(1);

            if ( (LA53_0==25) ) {
                alt53=1;
            }
            switch (alt53) {
                case 1 :
                    // InternalIsolang.g:3049:4: otherlv_1= '[' ( (lv_start_2_0= ruleValue ) ) otherlv_3= ',' ( (lv_end_4_0= ruleValue ) ) otherlv_5= ']'
                    {
                    otherlv_1=(Token)match(input,25,FOLLOW_40); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_1, grammarAccess.getTxnLiteralAccess().getLeftSquareBracketKeyword_1_0());
                      			
                    }
                    // InternalIsolang.g:3053:4: ( (lv_start_2_0= ruleValue ) )
                    // InternalIsolang.g:3054:5: (lv_start_2_0= ruleValue )
                    {
                    // InternalIsolang.g:3054:5: (lv_start_2_0= ruleValue )
                    // InternalIsolang.g:3055:6: lv_start_2_0= ruleValue
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getTxnLiteralAccess().getStartValueParserRuleCall_1_1_0());
                      					
                    }
                    pushFollow(FOLLOW_41);
                    lv_start_2_0=ruleValue();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getTxnLiteralRule());
                      						}
                      						set(
                      							current,
                      							"start",
                      							lv_start_2_0,
                      							"isolang.dsl.Isolang.Value");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }

                    otherlv_3=(Token)match(input,26,FOLLOW_40); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_3, grammarAccess.getTxnLiteralAccess().getCommaKeyword_1_2());
                      			
                    }
                    // InternalIsolang.g:3076:4: ( (lv_end_4_0= ruleValue ) )
                    // InternalIsolang.g:3077:5: (lv_end_4_0= ruleValue )
                    {
                    // InternalIsolang.g:3077:5: (lv_end_4_0= ruleValue )
                    // InternalIsolang.g:3078:6: lv_end_4_0= ruleValue
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getTxnLiteralAccess().getEndValueParserRuleCall_1_3_0());
                      					
                    }
                    pushFollow(FOLLOW_42);
                    lv_end_4_0=ruleValue();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getTxnLiteralRule());
                      						}
                      						set(
                      							current,
                      							"end",
                      							lv_end_4_0,
                      							"isolang.dsl.Isolang.Value");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }

                    otherlv_5=(Token)match(input,27,FOLLOW_8); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_5, grammarAccess.getTxnLiteralAccess().getRightSquareBracketKeyword_1_4());
                      			
                    }

                    }
                    break;

            }

            otherlv_6=(Token)match(input,17,FOLLOW_43); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_6, grammarAccess.getTxnLiteralAccess().getColonKeyword_2());
              		
            }
            // InternalIsolang.g:3104:3: ( (lv_operations_7_0= ruleOpLiteral ) )*
            loop54:
            do {
                int alt54=2;
                int LA54_0 = input.LA(1);

                if ( (LA54_0==RULE_ID) ) {
                    int LA54_2 = input.LA(2);

                    if ( (LA54_2==47) ) {
                        alt54=1;
                    }


                }


                switch (alt54) {
            	case 1 :
            	    // InternalIsolang.g:3105:4: (lv_operations_7_0= ruleOpLiteral )
            	    {
            	    // InternalIsolang.g:3105:4: (lv_operations_7_0= ruleOpLiteral )
            	    // InternalIsolang.g:3106:5: lv_operations_7_0= ruleOpLiteral
            	    {
            	    if ( state.backtracking==0 ) {

            	      					newCompositeNode(grammarAccess.getTxnLiteralAccess().getOperationsOpLiteralParserRuleCall_3_0());
            	      				
            	    }
            	    pushFollow(FOLLOW_43);
            	    lv_operations_7_0=ruleOpLiteral();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      					if (current==null) {
            	      						current = createModelElementForParent(grammarAccess.getTxnLiteralRule());
            	      					}
            	      					add(
            	      						current,
            	      						"operations",
            	      						lv_operations_7_0,
            	      						"isolang.dsl.Isolang.OpLiteral");
            	      					afterParserOrEnumRuleCall();
            	      				
            	    }

            	    }


            	    }
            	    break;

            	default :
            	    break loop54;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleTxnLiteral"


    // $ANTLR start "entryRuleOpLiteral"
    // InternalIsolang.g:3127:1: entryRuleOpLiteral returns [EObject current=null] : iv_ruleOpLiteral= ruleOpLiteral EOF ;
    public final EObject entryRuleOpLiteral() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleOpLiteral = null;


        try {
            // InternalIsolang.g:3127:50: (iv_ruleOpLiteral= ruleOpLiteral EOF )
            // InternalIsolang.g:3128:2: iv_ruleOpLiteral= ruleOpLiteral EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getOpLiteralRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleOpLiteral=ruleOpLiteral();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleOpLiteral; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleOpLiteral"


    // $ANTLR start "ruleOpLiteral"
    // InternalIsolang.g:3134:1: ruleOpLiteral returns [EObject current=null] : ( ( (lv_kind_0_0= RULE_ID ) ) otherlv_1= '(' ( (lv_object_2_0= RULE_ID ) ) otherlv_3= ',' ( (lv_value_4_0= ruleValue ) ) otherlv_5= ')' ) ;
    public final EObject ruleOpLiteral() throws RecognitionException {
        EObject current = null;

        Token lv_kind_0_0=null;
        Token otherlv_1=null;
        Token lv_object_2_0=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        AntlrDatatypeRuleToken lv_value_4_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:3140:2: ( ( ( (lv_kind_0_0= RULE_ID ) ) otherlv_1= '(' ( (lv_object_2_0= RULE_ID ) ) otherlv_3= ',' ( (lv_value_4_0= ruleValue ) ) otherlv_5= ')' ) )
            // InternalIsolang.g:3141:2: ( ( (lv_kind_0_0= RULE_ID ) ) otherlv_1= '(' ( (lv_object_2_0= RULE_ID ) ) otherlv_3= ',' ( (lv_value_4_0= ruleValue ) ) otherlv_5= ')' )
            {
            // InternalIsolang.g:3141:2: ( ( (lv_kind_0_0= RULE_ID ) ) otherlv_1= '(' ( (lv_object_2_0= RULE_ID ) ) otherlv_3= ',' ( (lv_value_4_0= ruleValue ) ) otherlv_5= ')' )
            // InternalIsolang.g:3142:3: ( (lv_kind_0_0= RULE_ID ) ) otherlv_1= '(' ( (lv_object_2_0= RULE_ID ) ) otherlv_3= ',' ( (lv_value_4_0= ruleValue ) ) otherlv_5= ')'
            {
            // InternalIsolang.g:3142:3: ( (lv_kind_0_0= RULE_ID ) )
            // InternalIsolang.g:3143:4: (lv_kind_0_0= RULE_ID )
            {
            // InternalIsolang.g:3143:4: (lv_kind_0_0= RULE_ID )
            // InternalIsolang.g:3144:5: lv_kind_0_0= RULE_ID
            {
            lv_kind_0_0=(Token)match(input,RULE_ID,FOLLOW_44); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_kind_0_0, grammarAccess.getOpLiteralAccess().getKindIDTerminalRuleCall_0_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getOpLiteralRule());
              					}
              					setWithLastConsumed(
              						current,
              						"kind",
              						lv_kind_0_0,
              						"isolang.dsl.Isolang.ID");
              				
            }

            }


            }

            otherlv_1=(Token)match(input,47,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_1, grammarAccess.getOpLiteralAccess().getLeftParenthesisKeyword_1());
              		
            }
            // InternalIsolang.g:3164:3: ( (lv_object_2_0= RULE_ID ) )
            // InternalIsolang.g:3165:4: (lv_object_2_0= RULE_ID )
            {
            // InternalIsolang.g:3165:4: (lv_object_2_0= RULE_ID )
            // InternalIsolang.g:3166:5: lv_object_2_0= RULE_ID
            {
            lv_object_2_0=(Token)match(input,RULE_ID,FOLLOW_41); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_object_2_0, grammarAccess.getOpLiteralAccess().getObjectIDTerminalRuleCall_2_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getOpLiteralRule());
              					}
              					setWithLastConsumed(
              						current,
              						"object",
              						lv_object_2_0,
              						"isolang.dsl.Isolang.ID");
              				
            }

            }


            }

            otherlv_3=(Token)match(input,26,FOLLOW_40); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_3, grammarAccess.getOpLiteralAccess().getCommaKeyword_3());
              		
            }
            // InternalIsolang.g:3186:3: ( (lv_value_4_0= ruleValue ) )
            // InternalIsolang.g:3187:4: (lv_value_4_0= ruleValue )
            {
            // InternalIsolang.g:3187:4: (lv_value_4_0= ruleValue )
            // InternalIsolang.g:3188:5: lv_value_4_0= ruleValue
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getOpLiteralAccess().getValueValueParserRuleCall_4_0());
              				
            }
            pushFollow(FOLLOW_34);
            lv_value_4_0=ruleValue();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getOpLiteralRule());
              					}
              					set(
              						current,
              						"value",
              						lv_value_4_0,
              						"isolang.dsl.Isolang.Value");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            otherlv_5=(Token)match(input,48,FOLLOW_2); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_5, grammarAccess.getOpLiteralAccess().getRightParenthesisKeyword_5());
              		
            }

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleOpLiteral"


    // $ANTLR start "entryRuleValue"
    // InternalIsolang.g:3213:1: entryRuleValue returns [String current=null] : iv_ruleValue= ruleValue EOF ;
    public final String entryRuleValue() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleValue = null;


        try {
            // InternalIsolang.g:3213:45: (iv_ruleValue= ruleValue EOF )
            // InternalIsolang.g:3214:2: iv_ruleValue= ruleValue EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getValueRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleValue=ruleValue();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleValue.getText(); 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleValue"


    // $ANTLR start "ruleValue"
    // InternalIsolang.g:3220:1: ruleValue returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : this_INT_0= RULE_INT ;
    public final AntlrDatatypeRuleToken ruleValue() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_INT_0=null;


        	enterRule();

        try {
            // InternalIsolang.g:3226:2: (this_INT_0= RULE_INT )
            // InternalIsolang.g:3227:2: this_INT_0= RULE_INT
            {
            this_INT_0=(Token)match(input,RULE_INT,FOLLOW_2); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              		current.merge(this_INT_0);
              	
            }
            if ( state.backtracking==0 ) {

              		newLeafNode(this_INT_0, grammarAccess.getValueAccess().getINTTerminalRuleCall());
              	
            }

            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleValue"


    // $ANTLR start "entryRuleCommand"
    // InternalIsolang.g:3237:1: entryRuleCommand returns [EObject current=null] : iv_ruleCommand= ruleCommand EOF ;
    public final EObject entryRuleCommand() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleCommand = null;


        try {
            // InternalIsolang.g:3237:48: (iv_ruleCommand= ruleCommand EOF )
            // InternalIsolang.g:3238:2: iv_ruleCommand= ruleCommand EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getCommandRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleCommand=ruleCommand();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleCommand; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleCommand"


    // $ANTLR start "ruleCommand"
    // InternalIsolang.g:3244:1: ruleCommand returns [EObject current=null] : (this_CheckCommand_0= ruleCheckCommand | this_SynthesizeCommand_1= ruleSynthesizeCommand | this_LatticeCommand_2= ruleLatticeCommand | this_PredictCommand_3= rulePredictCommand ) ;
    public final EObject ruleCommand() throws RecognitionException {
        EObject current = null;

        EObject this_CheckCommand_0 = null;

        EObject this_SynthesizeCommand_1 = null;

        EObject this_LatticeCommand_2 = null;

        EObject this_PredictCommand_3 = null;



        	enterRule();

        try {
            // InternalIsolang.g:3250:2: ( (this_CheckCommand_0= ruleCheckCommand | this_SynthesizeCommand_1= ruleSynthesizeCommand | this_LatticeCommand_2= ruleLatticeCommand | this_PredictCommand_3= rulePredictCommand ) )
            // InternalIsolang.g:3251:2: (this_CheckCommand_0= ruleCheckCommand | this_SynthesizeCommand_1= ruleSynthesizeCommand | this_LatticeCommand_2= ruleLatticeCommand | this_PredictCommand_3= rulePredictCommand )
            {
            // InternalIsolang.g:3251:2: (this_CheckCommand_0= ruleCheckCommand | this_SynthesizeCommand_1= ruleSynthesizeCommand | this_LatticeCommand_2= ruleLatticeCommand | this_PredictCommand_3= rulePredictCommand )
            int alt55=4;
            switch ( input.LA(1) ) {
            case 54:
                {
                alt55=1;
                }
                break;
            case 57:
                {
                alt55=2;
                }
                break;
            case 62:
                {
                alt55=3;
                }
                break;
            case 58:
                {
                alt55=4;
                }
                break;
            default:
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 55, 0, input);

                throw nvae;
            }

            switch (alt55) {
                case 1 :
                    // InternalIsolang.g:3252:3: this_CheckCommand_0= ruleCheckCommand
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getCommandAccess().getCheckCommandParserRuleCall_0());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_CheckCommand_0=ruleCheckCommand();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_CheckCommand_0;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;
                case 2 :
                    // InternalIsolang.g:3261:3: this_SynthesizeCommand_1= ruleSynthesizeCommand
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getCommandAccess().getSynthesizeCommandParserRuleCall_1());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_SynthesizeCommand_1=ruleSynthesizeCommand();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_SynthesizeCommand_1;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;
                case 3 :
                    // InternalIsolang.g:3270:3: this_LatticeCommand_2= ruleLatticeCommand
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getCommandAccess().getLatticeCommandParserRuleCall_2());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_LatticeCommand_2=ruleLatticeCommand();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_LatticeCommand_2;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;
                case 4 :
                    // InternalIsolang.g:3279:3: this_PredictCommand_3= rulePredictCommand
                    {
                    if ( state.backtracking==0 ) {

                      			newCompositeNode(grammarAccess.getCommandAccess().getPredictCommandParserRuleCall_3());
                      		
                    }
                    pushFollow(FOLLOW_2);
                    this_PredictCommand_3=rulePredictCommand();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current = this_PredictCommand_3;
                      			afterParserOrEnumRuleCall();
                      		
                    }

                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleCommand"


    // $ANTLR start "entryRuleCheckCommand"
    // InternalIsolang.g:3291:1: entryRuleCheckCommand returns [EObject current=null] : iv_ruleCheckCommand= ruleCheckCommand EOF ;
    public final EObject entryRuleCheckCommand() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleCheckCommand = null;


        try {
            // InternalIsolang.g:3291:53: (iv_ruleCheckCommand= ruleCheckCommand EOF )
            // InternalIsolang.g:3292:2: iv_ruleCheckCommand= ruleCheckCommand EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getCheckCommandRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleCheckCommand=ruleCheckCommand();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleCheckCommand; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleCheckCommand"


    // $ANTLR start "ruleCheckCommand"
    // InternalIsolang.g:3298:1: ruleCheckCommand returns [EObject current=null] : (otherlv_0= 'check' ( ( () ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )? ( ( ruleQualifiedName ) ) ( (lv_relation_5_0= ruleRelation ) ) ( ( ruleQualifiedName ) ) ( (lv_scope_7_0= ruleScopeSpec ) )? ( (lv_expect_8_0= ruleExpect ) )? ) | ( () ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )? ( ( ruleQualifiedName ) ) otherlv_13= 'allowed' otherlv_14= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? ) | ( () ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )? otherlv_21= 'history' ( (lv_file_22_0= RULE_STRING ) ) otherlv_23= 'allowed' otherlv_24= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_26_0= ruleScopeSpec ) )? ( (lv_expect_27_0= ruleExpect ) )? ) ) ) ;
    public final EObject ruleCheckCommand() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_2_0=null;
        Token otherlv_3=null;
        Token lv_name_10_0=null;
        Token otherlv_11=null;
        Token otherlv_13=null;
        Token otherlv_14=null;
        Token lv_name_19_0=null;
        Token otherlv_20=null;
        Token otherlv_21=null;
        Token lv_file_22_0=null;
        Token otherlv_23=null;
        Token otherlv_24=null;
        Enumerator lv_relation_5_0 = null;

        EObject lv_scope_7_0 = null;

        EObject lv_expect_8_0 = null;

        EObject lv_scope_16_0 = null;

        EObject lv_expect_17_0 = null;

        EObject lv_scope_26_0 = null;

        EObject lv_expect_27_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:3304:2: ( (otherlv_0= 'check' ( ( () ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )? ( ( ruleQualifiedName ) ) ( (lv_relation_5_0= ruleRelation ) ) ( ( ruleQualifiedName ) ) ( (lv_scope_7_0= ruleScopeSpec ) )? ( (lv_expect_8_0= ruleExpect ) )? ) | ( () ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )? ( ( ruleQualifiedName ) ) otherlv_13= 'allowed' otherlv_14= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? ) | ( () ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )? otherlv_21= 'history' ( (lv_file_22_0= RULE_STRING ) ) otherlv_23= 'allowed' otherlv_24= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_26_0= ruleScopeSpec ) )? ( (lv_expect_27_0= ruleExpect ) )? ) ) ) )
            // InternalIsolang.g:3305:2: (otherlv_0= 'check' ( ( () ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )? ( ( ruleQualifiedName ) ) ( (lv_relation_5_0= ruleRelation ) ) ( ( ruleQualifiedName ) ) ( (lv_scope_7_0= ruleScopeSpec ) )? ( (lv_expect_8_0= ruleExpect ) )? ) | ( () ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )? ( ( ruleQualifiedName ) ) otherlv_13= 'allowed' otherlv_14= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? ) | ( () ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )? otherlv_21= 'history' ( (lv_file_22_0= RULE_STRING ) ) otherlv_23= 'allowed' otherlv_24= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_26_0= ruleScopeSpec ) )? ( (lv_expect_27_0= ruleExpect ) )? ) ) )
            {
            // InternalIsolang.g:3305:2: (otherlv_0= 'check' ( ( () ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )? ( ( ruleQualifiedName ) ) ( (lv_relation_5_0= ruleRelation ) ) ( ( ruleQualifiedName ) ) ( (lv_scope_7_0= ruleScopeSpec ) )? ( (lv_expect_8_0= ruleExpect ) )? ) | ( () ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )? ( ( ruleQualifiedName ) ) otherlv_13= 'allowed' otherlv_14= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? ) | ( () ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )? otherlv_21= 'history' ( (lv_file_22_0= RULE_STRING ) ) otherlv_23= 'allowed' otherlv_24= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_26_0= ruleScopeSpec ) )? ( (lv_expect_27_0= ruleExpect ) )? ) ) )
            // InternalIsolang.g:3306:3: otherlv_0= 'check' ( ( () ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )? ( ( ruleQualifiedName ) ) ( (lv_relation_5_0= ruleRelation ) ) ( ( ruleQualifiedName ) ) ( (lv_scope_7_0= ruleScopeSpec ) )? ( (lv_expect_8_0= ruleExpect ) )? ) | ( () ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )? ( ( ruleQualifiedName ) ) otherlv_13= 'allowed' otherlv_14= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? ) | ( () ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )? otherlv_21= 'history' ( (lv_file_22_0= RULE_STRING ) ) otherlv_23= 'allowed' otherlv_24= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_26_0= ruleScopeSpec ) )? ( (lv_expect_27_0= ruleExpect ) )? ) )
            {
            otherlv_0=(Token)match(input,54,FOLLOW_45); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getCheckCommandAccess().getCheckKeyword_0());
              		
            }
            // InternalIsolang.g:3310:3: ( ( () ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )? ( ( ruleQualifiedName ) ) ( (lv_relation_5_0= ruleRelation ) ) ( ( ruleQualifiedName ) ) ( (lv_scope_7_0= ruleScopeSpec ) )? ( (lv_expect_8_0= ruleExpect ) )? ) | ( () ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )? ( ( ruleQualifiedName ) ) otherlv_13= 'allowed' otherlv_14= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? ) | ( () ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )? otherlv_21= 'history' ( (lv_file_22_0= RULE_STRING ) ) otherlv_23= 'allowed' otherlv_24= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_26_0= ruleScopeSpec ) )? ( (lv_expect_27_0= ruleExpect ) )? ) )
            int alt65=3;
            alt65 = dfa65.predict(input);
            switch (alt65) {
                case 1 :
                    // InternalIsolang.g:3311:4: ( () ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )? ( ( ruleQualifiedName ) ) ( (lv_relation_5_0= ruleRelation ) ) ( ( ruleQualifiedName ) ) ( (lv_scope_7_0= ruleScopeSpec ) )? ( (lv_expect_8_0= ruleExpect ) )? )
                    {
                    // InternalIsolang.g:3311:4: ( () ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )? ( ( ruleQualifiedName ) ) ( (lv_relation_5_0= ruleRelation ) ) ( ( ruleQualifiedName ) ) ( (lv_scope_7_0= ruleScopeSpec ) )? ( (lv_expect_8_0= ruleExpect ) )? )
                    // InternalIsolang.g:3312:5: () ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )? ( ( ruleQualifiedName ) ) ( (lv_relation_5_0= ruleRelation ) ) ( ( ruleQualifiedName ) ) ( (lv_scope_7_0= ruleScopeSpec ) )? ( (lv_expect_8_0= ruleExpect ) )?
                    {
                    // InternalIsolang.g:3312:5: ()
                    // InternalIsolang.g:3313:6: 
                    {
                    if ( state.backtracking==0 ) {

                      						current = forceCreateModelElement(
                      							grammarAccess.getCheckCommandAccess().getRelationCommandAction_1_0_0(),
                      							current);
                      					
                    }

                    }

                    // InternalIsolang.g:3319:5: ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )?
                    int alt56=2;
                    int LA56_0 = input.LA(1);

                    if ( (LA56_0==RULE_ID) ) {
                        int LA56_1 = input.LA(2);

                        if ( (LA56_1==17) ) {
                            alt56=1;
                        }
                    }
                    switch (alt56) {
                        case 1 :
                            // InternalIsolang.g:3320:6: ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':'
                            {
                            // InternalIsolang.g:3320:6: ( (lv_name_2_0= RULE_ID ) )
                            // InternalIsolang.g:3321:7: (lv_name_2_0= RULE_ID )
                            {
                            // InternalIsolang.g:3321:7: (lv_name_2_0= RULE_ID )
                            // InternalIsolang.g:3322:8: lv_name_2_0= RULE_ID
                            {
                            lv_name_2_0=(Token)match(input,RULE_ID,FOLLOW_8); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              								newLeafNode(lv_name_2_0, grammarAccess.getCheckCommandAccess().getNameIDTerminalRuleCall_1_0_1_0_0());
                              							
                            }
                            if ( state.backtracking==0 ) {

                              								if (current==null) {
                              									current = createModelElement(grammarAccess.getCheckCommandRule());
                              								}
                              								setWithLastConsumed(
                              									current,
                              									"name",
                              									lv_name_2_0,
                              									"isolang.dsl.Isolang.ID");
                              							
                            }

                            }


                            }

                            otherlv_3=(Token)match(input,17,FOLLOW_3); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              						newLeafNode(otherlv_3, grammarAccess.getCheckCommandAccess().getColonKeyword_1_0_1_1());
                              					
                            }

                            }
                            break;

                    }

                    // InternalIsolang.g:3343:5: ( ( ruleQualifiedName ) )
                    // InternalIsolang.g:3344:6: ( ruleQualifiedName )
                    {
                    // InternalIsolang.g:3344:6: ( ruleQualifiedName )
                    // InternalIsolang.g:3345:7: ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      							if (current==null) {
                      								current = createModelElement(grammarAccess.getCheckCommandRule());
                      							}
                      						
                    }
                    if ( state.backtracking==0 ) {

                      							newCompositeNode(grammarAccess.getCheckCommandAccess().getLeftLevelDeclCrossReference_1_0_2_0());
                      						
                    }
                    pushFollow(FOLLOW_46);
                    ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      							afterParserOrEnumRuleCall();
                      						
                    }

                    }


                    }

                    // InternalIsolang.g:3359:5: ( (lv_relation_5_0= ruleRelation ) )
                    // InternalIsolang.g:3360:6: (lv_relation_5_0= ruleRelation )
                    {
                    // InternalIsolang.g:3360:6: (lv_relation_5_0= ruleRelation )
                    // InternalIsolang.g:3361:7: lv_relation_5_0= ruleRelation
                    {
                    if ( state.backtracking==0 ) {

                      							newCompositeNode(grammarAccess.getCheckCommandAccess().getRelationRelationEnumRuleCall_1_0_3_0());
                      						
                    }
                    pushFollow(FOLLOW_3);
                    lv_relation_5_0=ruleRelation();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      							if (current==null) {
                      								current = createModelElementForParent(grammarAccess.getCheckCommandRule());
                      							}
                      							set(
                      								current,
                      								"relation",
                      								lv_relation_5_0,
                      								"isolang.dsl.Isolang.Relation");
                      							afterParserOrEnumRuleCall();
                      						
                    }

                    }


                    }

                    // InternalIsolang.g:3378:5: ( ( ruleQualifiedName ) )
                    // InternalIsolang.g:3379:6: ( ruleQualifiedName )
                    {
                    // InternalIsolang.g:3379:6: ( ruleQualifiedName )
                    // InternalIsolang.g:3380:7: ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      							if (current==null) {
                      								current = createModelElement(grammarAccess.getCheckCommandRule());
                      							}
                      						
                    }
                    if ( state.backtracking==0 ) {

                      							newCompositeNode(grammarAccess.getCheckCommandAccess().getRightLevelDeclCrossReference_1_0_4_0());
                      						
                    }
                    pushFollow(FOLLOW_47);
                    ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      							afterParserOrEnumRuleCall();
                      						
                    }

                    }


                    }

                    // InternalIsolang.g:3394:5: ( (lv_scope_7_0= ruleScopeSpec ) )?
                    int alt57=2;
                    int LA57_0 = input.LA(1);

                    if ( (LA57_0==65) ) {
                        alt57=1;
                    }
                    switch (alt57) {
                        case 1 :
                            // InternalIsolang.g:3395:6: (lv_scope_7_0= ruleScopeSpec )
                            {
                            // InternalIsolang.g:3395:6: (lv_scope_7_0= ruleScopeSpec )
                            // InternalIsolang.g:3396:7: lv_scope_7_0= ruleScopeSpec
                            {
                            if ( state.backtracking==0 ) {

                              							newCompositeNode(grammarAccess.getCheckCommandAccess().getScopeScopeSpecParserRuleCall_1_0_5_0());
                              						
                            }
                            pushFollow(FOLLOW_48);
                            lv_scope_7_0=ruleScopeSpec();

                            state._fsp--;
                            if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElementForParent(grammarAccess.getCheckCommandRule());
                              							}
                              							set(
                              								current,
                              								"scope",
                              								lv_scope_7_0,
                              								"isolang.dsl.Isolang.ScopeSpec");
                              							afterParserOrEnumRuleCall();
                              						
                            }

                            }


                            }
                            break;

                    }

                    // InternalIsolang.g:3413:5: ( (lv_expect_8_0= ruleExpect ) )?
                    int alt58=2;
                    int LA58_0 = input.LA(1);

                    if ( (LA58_0==63) ) {
                        alt58=1;
                    }
                    switch (alt58) {
                        case 1 :
                            // InternalIsolang.g:3414:6: (lv_expect_8_0= ruleExpect )
                            {
                            // InternalIsolang.g:3414:6: (lv_expect_8_0= ruleExpect )
                            // InternalIsolang.g:3415:7: lv_expect_8_0= ruleExpect
                            {
                            if ( state.backtracking==0 ) {

                              							newCompositeNode(grammarAccess.getCheckCommandAccess().getExpectExpectParserRuleCall_1_0_6_0());
                              						
                            }
                            pushFollow(FOLLOW_2);
                            lv_expect_8_0=ruleExpect();

                            state._fsp--;
                            if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElementForParent(grammarAccess.getCheckCommandRule());
                              							}
                              							set(
                              								current,
                              								"expect",
                              								lv_expect_8_0,
                              								"isolang.dsl.Isolang.Expect");
                              							afterParserOrEnumRuleCall();
                              						
                            }

                            }


                            }
                            break;

                    }


                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:3434:4: ( () ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )? ( ( ruleQualifiedName ) ) otherlv_13= 'allowed' otherlv_14= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? )
                    {
                    // InternalIsolang.g:3434:4: ( () ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )? ( ( ruleQualifiedName ) ) otherlv_13= 'allowed' otherlv_14= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? )
                    // InternalIsolang.g:3435:5: () ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )? ( ( ruleQualifiedName ) ) otherlv_13= 'allowed' otherlv_14= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )?
                    {
                    // InternalIsolang.g:3435:5: ()
                    // InternalIsolang.g:3436:6: 
                    {
                    if ( state.backtracking==0 ) {

                      						current = forceCreateModelElement(
                      							grammarAccess.getCheckCommandAccess().getMembershipCommandAction_1_1_0(),
                      							current);
                      					
                    }

                    }

                    // InternalIsolang.g:3442:5: ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )?
                    int alt59=2;
                    int LA59_0 = input.LA(1);

                    if ( (LA59_0==RULE_ID) ) {
                        int LA59_1 = input.LA(2);

                        if ( (LA59_1==17) ) {
                            alt59=1;
                        }
                    }
                    switch (alt59) {
                        case 1 :
                            // InternalIsolang.g:3443:6: ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':'
                            {
                            // InternalIsolang.g:3443:6: ( (lv_name_10_0= RULE_ID ) )
                            // InternalIsolang.g:3444:7: (lv_name_10_0= RULE_ID )
                            {
                            // InternalIsolang.g:3444:7: (lv_name_10_0= RULE_ID )
                            // InternalIsolang.g:3445:8: lv_name_10_0= RULE_ID
                            {
                            lv_name_10_0=(Token)match(input,RULE_ID,FOLLOW_8); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              								newLeafNode(lv_name_10_0, grammarAccess.getCheckCommandAccess().getNameIDTerminalRuleCall_1_1_1_0_0());
                              							
                            }
                            if ( state.backtracking==0 ) {

                              								if (current==null) {
                              									current = createModelElement(grammarAccess.getCheckCommandRule());
                              								}
                              								setWithLastConsumed(
                              									current,
                              									"name",
                              									lv_name_10_0,
                              									"isolang.dsl.Isolang.ID");
                              							
                            }

                            }


                            }

                            otherlv_11=(Token)match(input,17,FOLLOW_3); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              						newLeafNode(otherlv_11, grammarAccess.getCheckCommandAccess().getColonKeyword_1_1_1_1());
                              					
                            }

                            }
                            break;

                    }

                    // InternalIsolang.g:3466:5: ( ( ruleQualifiedName ) )
                    // InternalIsolang.g:3467:6: ( ruleQualifiedName )
                    {
                    // InternalIsolang.g:3467:6: ( ruleQualifiedName )
                    // InternalIsolang.g:3468:7: ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      							if (current==null) {
                      								current = createModelElement(grammarAccess.getCheckCommandRule());
                      							}
                      						
                    }
                    if ( state.backtracking==0 ) {

                      							newCompositeNode(grammarAccess.getCheckCommandAccess().getHistoryHistoryLiteralCrossReference_1_1_2_0());
                      						
                    }
                    pushFollow(FOLLOW_49);
                    ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      							afterParserOrEnumRuleCall();
                      						
                    }

                    }


                    }

                    otherlv_13=(Token)match(input,55,FOLLOW_50); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					newLeafNode(otherlv_13, grammarAccess.getCheckCommandAccess().getAllowedKeyword_1_1_3());
                      				
                    }
                    otherlv_14=(Token)match(input,56,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					newLeafNode(otherlv_14, grammarAccess.getCheckCommandAccess().getByKeyword_1_1_4());
                      				
                    }
                    // InternalIsolang.g:3490:5: ( ( ruleQualifiedName ) )
                    // InternalIsolang.g:3491:6: ( ruleQualifiedName )
                    {
                    // InternalIsolang.g:3491:6: ( ruleQualifiedName )
                    // InternalIsolang.g:3492:7: ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      							if (current==null) {
                      								current = createModelElement(grammarAccess.getCheckCommandRule());
                      							}
                      						
                    }
                    if ( state.backtracking==0 ) {

                      							newCompositeNode(grammarAccess.getCheckCommandAccess().getLevelLevelDeclCrossReference_1_1_5_0());
                      						
                    }
                    pushFollow(FOLLOW_47);
                    ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      							afterParserOrEnumRuleCall();
                      						
                    }

                    }


                    }

                    // InternalIsolang.g:3506:5: ( (lv_scope_16_0= ruleScopeSpec ) )?
                    int alt60=2;
                    int LA60_0 = input.LA(1);

                    if ( (LA60_0==65) ) {
                        alt60=1;
                    }
                    switch (alt60) {
                        case 1 :
                            // InternalIsolang.g:3507:6: (lv_scope_16_0= ruleScopeSpec )
                            {
                            // InternalIsolang.g:3507:6: (lv_scope_16_0= ruleScopeSpec )
                            // InternalIsolang.g:3508:7: lv_scope_16_0= ruleScopeSpec
                            {
                            if ( state.backtracking==0 ) {

                              							newCompositeNode(grammarAccess.getCheckCommandAccess().getScopeScopeSpecParserRuleCall_1_1_6_0());
                              						
                            }
                            pushFollow(FOLLOW_48);
                            lv_scope_16_0=ruleScopeSpec();

                            state._fsp--;
                            if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElementForParent(grammarAccess.getCheckCommandRule());
                              							}
                              							set(
                              								current,
                              								"scope",
                              								lv_scope_16_0,
                              								"isolang.dsl.Isolang.ScopeSpec");
                              							afterParserOrEnumRuleCall();
                              						
                            }

                            }


                            }
                            break;

                    }

                    // InternalIsolang.g:3525:5: ( (lv_expect_17_0= ruleExpect ) )?
                    int alt61=2;
                    int LA61_0 = input.LA(1);

                    if ( (LA61_0==63) ) {
                        alt61=1;
                    }
                    switch (alt61) {
                        case 1 :
                            // InternalIsolang.g:3526:6: (lv_expect_17_0= ruleExpect )
                            {
                            // InternalIsolang.g:3526:6: (lv_expect_17_0= ruleExpect )
                            // InternalIsolang.g:3527:7: lv_expect_17_0= ruleExpect
                            {
                            if ( state.backtracking==0 ) {

                              							newCompositeNode(grammarAccess.getCheckCommandAccess().getExpectExpectParserRuleCall_1_1_7_0());
                              						
                            }
                            pushFollow(FOLLOW_2);
                            lv_expect_17_0=ruleExpect();

                            state._fsp--;
                            if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElementForParent(grammarAccess.getCheckCommandRule());
                              							}
                              							set(
                              								current,
                              								"expect",
                              								lv_expect_17_0,
                              								"isolang.dsl.Isolang.Expect");
                              							afterParserOrEnumRuleCall();
                              						
                            }

                            }


                            }
                            break;

                    }


                    }


                    }
                    break;
                case 3 :
                    // InternalIsolang.g:3546:4: ( () ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )? otherlv_21= 'history' ( (lv_file_22_0= RULE_STRING ) ) otherlv_23= 'allowed' otherlv_24= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_26_0= ruleScopeSpec ) )? ( (lv_expect_27_0= ruleExpect ) )? )
                    {
                    // InternalIsolang.g:3546:4: ( () ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )? otherlv_21= 'history' ( (lv_file_22_0= RULE_STRING ) ) otherlv_23= 'allowed' otherlv_24= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_26_0= ruleScopeSpec ) )? ( (lv_expect_27_0= ruleExpect ) )? )
                    // InternalIsolang.g:3547:5: () ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )? otherlv_21= 'history' ( (lv_file_22_0= RULE_STRING ) ) otherlv_23= 'allowed' otherlv_24= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_26_0= ruleScopeSpec ) )? ( (lv_expect_27_0= ruleExpect ) )?
                    {
                    // InternalIsolang.g:3547:5: ()
                    // InternalIsolang.g:3548:6: 
                    {
                    if ( state.backtracking==0 ) {

                      						current = forceCreateModelElement(
                      							grammarAccess.getCheckCommandAccess().getHistoryFileCommandAction_1_2_0(),
                      							current);
                      					
                    }

                    }

                    // InternalIsolang.g:3554:5: ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )?
                    int alt62=2;
                    int LA62_0 = input.LA(1);

                    if ( (LA62_0==RULE_ID) ) {
                        alt62=1;
                    }
                    switch (alt62) {
                        case 1 :
                            // InternalIsolang.g:3555:6: ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':'
                            {
                            // InternalIsolang.g:3555:6: ( (lv_name_19_0= RULE_ID ) )
                            // InternalIsolang.g:3556:7: (lv_name_19_0= RULE_ID )
                            {
                            // InternalIsolang.g:3556:7: (lv_name_19_0= RULE_ID )
                            // InternalIsolang.g:3557:8: lv_name_19_0= RULE_ID
                            {
                            lv_name_19_0=(Token)match(input,RULE_ID,FOLLOW_8); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              								newLeafNode(lv_name_19_0, grammarAccess.getCheckCommandAccess().getNameIDTerminalRuleCall_1_2_1_0_0());
                              							
                            }
                            if ( state.backtracking==0 ) {

                              								if (current==null) {
                              									current = createModelElement(grammarAccess.getCheckCommandRule());
                              								}
                              								setWithLastConsumed(
                              									current,
                              									"name",
                              									lv_name_19_0,
                              									"isolang.dsl.Isolang.ID");
                              							
                            }

                            }


                            }

                            otherlv_20=(Token)match(input,17,FOLLOW_51); if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              						newLeafNode(otherlv_20, grammarAccess.getCheckCommandAccess().getColonKeyword_1_2_1_1());
                              					
                            }

                            }
                            break;

                    }

                    otherlv_21=(Token)match(input,52,FOLLOW_52); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					newLeafNode(otherlv_21, grammarAccess.getCheckCommandAccess().getHistoryKeyword_1_2_2());
                      				
                    }
                    // InternalIsolang.g:3582:5: ( (lv_file_22_0= RULE_STRING ) )
                    // InternalIsolang.g:3583:6: (lv_file_22_0= RULE_STRING )
                    {
                    // InternalIsolang.g:3583:6: (lv_file_22_0= RULE_STRING )
                    // InternalIsolang.g:3584:7: lv_file_22_0= RULE_STRING
                    {
                    lv_file_22_0=(Token)match(input,RULE_STRING,FOLLOW_49); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      							newLeafNode(lv_file_22_0, grammarAccess.getCheckCommandAccess().getFileSTRINGTerminalRuleCall_1_2_3_0());
                      						
                    }
                    if ( state.backtracking==0 ) {

                      							if (current==null) {
                      								current = createModelElement(grammarAccess.getCheckCommandRule());
                      							}
                      							setWithLastConsumed(
                      								current,
                      								"file",
                      								lv_file_22_0,
                      								"org.eclipse.xtext.common.Terminals.STRING");
                      						
                    }

                    }


                    }

                    otherlv_23=(Token)match(input,55,FOLLOW_50); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					newLeafNode(otherlv_23, grammarAccess.getCheckCommandAccess().getAllowedKeyword_1_2_4());
                      				
                    }
                    otherlv_24=(Token)match(input,56,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					newLeafNode(otherlv_24, grammarAccess.getCheckCommandAccess().getByKeyword_1_2_5());
                      				
                    }
                    // InternalIsolang.g:3608:5: ( ( ruleQualifiedName ) )
                    // InternalIsolang.g:3609:6: ( ruleQualifiedName )
                    {
                    // InternalIsolang.g:3609:6: ( ruleQualifiedName )
                    // InternalIsolang.g:3610:7: ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      							if (current==null) {
                      								current = createModelElement(grammarAccess.getCheckCommandRule());
                      							}
                      						
                    }
                    if ( state.backtracking==0 ) {

                      							newCompositeNode(grammarAccess.getCheckCommandAccess().getLevelLevelDeclCrossReference_1_2_6_0());
                      						
                    }
                    pushFollow(FOLLOW_47);
                    ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      							afterParserOrEnumRuleCall();
                      						
                    }

                    }


                    }

                    // InternalIsolang.g:3624:5: ( (lv_scope_26_0= ruleScopeSpec ) )?
                    int alt63=2;
                    int LA63_0 = input.LA(1);

                    if ( (LA63_0==65) ) {
                        alt63=1;
                    }
                    switch (alt63) {
                        case 1 :
                            // InternalIsolang.g:3625:6: (lv_scope_26_0= ruleScopeSpec )
                            {
                            // InternalIsolang.g:3625:6: (lv_scope_26_0= ruleScopeSpec )
                            // InternalIsolang.g:3626:7: lv_scope_26_0= ruleScopeSpec
                            {
                            if ( state.backtracking==0 ) {

                              							newCompositeNode(grammarAccess.getCheckCommandAccess().getScopeScopeSpecParserRuleCall_1_2_7_0());
                              						
                            }
                            pushFollow(FOLLOW_48);
                            lv_scope_26_0=ruleScopeSpec();

                            state._fsp--;
                            if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElementForParent(grammarAccess.getCheckCommandRule());
                              							}
                              							set(
                              								current,
                              								"scope",
                              								lv_scope_26_0,
                              								"isolang.dsl.Isolang.ScopeSpec");
                              							afterParserOrEnumRuleCall();
                              						
                            }

                            }


                            }
                            break;

                    }

                    // InternalIsolang.g:3643:5: ( (lv_expect_27_0= ruleExpect ) )?
                    int alt64=2;
                    int LA64_0 = input.LA(1);

                    if ( (LA64_0==63) ) {
                        alt64=1;
                    }
                    switch (alt64) {
                        case 1 :
                            // InternalIsolang.g:3644:6: (lv_expect_27_0= ruleExpect )
                            {
                            // InternalIsolang.g:3644:6: (lv_expect_27_0= ruleExpect )
                            // InternalIsolang.g:3645:7: lv_expect_27_0= ruleExpect
                            {
                            if ( state.backtracking==0 ) {

                              							newCompositeNode(grammarAccess.getCheckCommandAccess().getExpectExpectParserRuleCall_1_2_8_0());
                              						
                            }
                            pushFollow(FOLLOW_2);
                            lv_expect_27_0=ruleExpect();

                            state._fsp--;
                            if (state.failed) return current;
                            if ( state.backtracking==0 ) {

                              							if (current==null) {
                              								current = createModelElementForParent(grammarAccess.getCheckCommandRule());
                              							}
                              							set(
                              								current,
                              								"expect",
                              								lv_expect_27_0,
                              								"isolang.dsl.Isolang.Expect");
                              							afterParserOrEnumRuleCall();
                              						
                            }

                            }


                            }
                            break;

                    }


                    }


                    }
                    break;

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleCheckCommand"


    // $ANTLR start "entryRuleSynthesizeCommand"
    // InternalIsolang.g:3668:1: entryRuleSynthesizeCommand returns [EObject current=null] : iv_ruleSynthesizeCommand= ruleSynthesizeCommand EOF ;
    public final EObject entryRuleSynthesizeCommand() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleSynthesizeCommand = null;


        try {
            // InternalIsolang.g:3668:58: (iv_ruleSynthesizeCommand= ruleSynthesizeCommand EOF )
            // InternalIsolang.g:3669:2: iv_ruleSynthesizeCommand= ruleSynthesizeCommand EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getSynthesizeCommandRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleSynthesizeCommand=ruleSynthesizeCommand();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleSynthesizeCommand; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleSynthesizeCommand"


    // $ANTLR start "ruleSynthesizeCommand"
    // InternalIsolang.g:3675:1: ruleSynthesizeCommand returns [EObject current=null] : (otherlv_0= 'synthesize' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? otherlv_3= '{' ( ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* )? otherlv_7= '}' (otherlv_8= 'not' otherlv_9= '{' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* otherlv_13= '}' )? ( (lv_scope_14_0= ruleScopeSpec ) )? ( (lv_expect_15_0= ruleExpect ) )? ) ;
    public final EObject ruleSynthesizeCommand() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        Token otherlv_8=null;
        Token otherlv_9=null;
        Token otherlv_11=null;
        Token otherlv_13=null;
        EObject lv_scope_14_0 = null;

        EObject lv_expect_15_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:3681:2: ( (otherlv_0= 'synthesize' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? otherlv_3= '{' ( ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* )? otherlv_7= '}' (otherlv_8= 'not' otherlv_9= '{' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* otherlv_13= '}' )? ( (lv_scope_14_0= ruleScopeSpec ) )? ( (lv_expect_15_0= ruleExpect ) )? ) )
            // InternalIsolang.g:3682:2: (otherlv_0= 'synthesize' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? otherlv_3= '{' ( ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* )? otherlv_7= '}' (otherlv_8= 'not' otherlv_9= '{' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* otherlv_13= '}' )? ( (lv_scope_14_0= ruleScopeSpec ) )? ( (lv_expect_15_0= ruleExpect ) )? )
            {
            // InternalIsolang.g:3682:2: (otherlv_0= 'synthesize' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? otherlv_3= '{' ( ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* )? otherlv_7= '}' (otherlv_8= 'not' otherlv_9= '{' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* otherlv_13= '}' )? ( (lv_scope_14_0= ruleScopeSpec ) )? ( (lv_expect_15_0= ruleExpect ) )? )
            // InternalIsolang.g:3683:3: otherlv_0= 'synthesize' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? otherlv_3= '{' ( ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* )? otherlv_7= '}' (otherlv_8= 'not' otherlv_9= '{' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* otherlv_13= '}' )? ( (lv_scope_14_0= ruleScopeSpec ) )? ( (lv_expect_15_0= ruleExpect ) )?
            {
            otherlv_0=(Token)match(input,57,FOLLOW_53); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getSynthesizeCommandAccess().getSynthesizeKeyword_0());
              		
            }
            // InternalIsolang.g:3687:3: ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )?
            int alt66=2;
            int LA66_0 = input.LA(1);

            if ( (LA66_0==RULE_ID) ) {
                alt66=1;
            }
            switch (alt66) {
                case 1 :
                    // InternalIsolang.g:3688:4: ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':'
                    {
                    // InternalIsolang.g:3688:4: ( (lv_name_1_0= RULE_ID ) )
                    // InternalIsolang.g:3689:5: (lv_name_1_0= RULE_ID )
                    {
                    // InternalIsolang.g:3689:5: (lv_name_1_0= RULE_ID )
                    // InternalIsolang.g:3690:6: lv_name_1_0= RULE_ID
                    {
                    lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_8); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(lv_name_1_0, grammarAccess.getSynthesizeCommandAccess().getNameIDTerminalRuleCall_1_0_0());
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getSynthesizeCommandRule());
                      						}
                      						setWithLastConsumed(
                      							current,
                      							"name",
                      							lv_name_1_0,
                      							"isolang.dsl.Isolang.ID");
                      					
                    }

                    }


                    }

                    otherlv_2=(Token)match(input,17,FOLLOW_6); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_2, grammarAccess.getSynthesizeCommandAccess().getColonKeyword_1_1());
                      			
                    }

                    }
                    break;

            }

            otherlv_3=(Token)match(input,14,FOLLOW_39); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_3, grammarAccess.getSynthesizeCommandAccess().getLeftCurlyBracketKeyword_2());
              		
            }
            // InternalIsolang.g:3715:3: ( ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* )?
            int alt68=2;
            int LA68_0 = input.LA(1);

            if ( (LA68_0==RULE_ID) ) {
                alt68=1;
            }
            switch (alt68) {
                case 1 :
                    // InternalIsolang.g:3716:4: ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )*
                    {
                    // InternalIsolang.g:3716:4: ( ( ruleQualifiedName ) )
                    // InternalIsolang.g:3717:5: ( ruleQualifiedName )
                    {
                    // InternalIsolang.g:3717:5: ( ruleQualifiedName )
                    // InternalIsolang.g:3718:6: ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getSynthesizeCommandRule());
                      						}
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getSynthesizeCommandAccess().getAllowedLevelDeclCrossReference_3_0_0());
                      					
                    }
                    pushFollow(FOLLOW_54);
                    ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }

                    // InternalIsolang.g:3732:4: (otherlv_5= ',' ( ( ruleQualifiedName ) ) )*
                    loop67:
                    do {
                        int alt67=2;
                        int LA67_0 = input.LA(1);

                        if ( (LA67_0==26) ) {
                            alt67=1;
                        }


                        switch (alt67) {
                    	case 1 :
                    	    // InternalIsolang.g:3733:5: otherlv_5= ',' ( ( ruleQualifiedName ) )
                    	    {
                    	    otherlv_5=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
                    	    if ( state.backtracking==0 ) {

                    	      					newLeafNode(otherlv_5, grammarAccess.getSynthesizeCommandAccess().getCommaKeyword_3_1_0());
                    	      				
                    	    }
                    	    // InternalIsolang.g:3737:5: ( ( ruleQualifiedName ) )
                    	    // InternalIsolang.g:3738:6: ( ruleQualifiedName )
                    	    {
                    	    // InternalIsolang.g:3738:6: ( ruleQualifiedName )
                    	    // InternalIsolang.g:3739:7: ruleQualifiedName
                    	    {
                    	    if ( state.backtracking==0 ) {

                    	      							if (current==null) {
                    	      								current = createModelElement(grammarAccess.getSynthesizeCommandRule());
                    	      							}
                    	      						
                    	    }
                    	    if ( state.backtracking==0 ) {

                    	      							newCompositeNode(grammarAccess.getSynthesizeCommandAccess().getAllowedLevelDeclCrossReference_3_1_1_0());
                    	      						
                    	    }
                    	    pushFollow(FOLLOW_54);
                    	    ruleQualifiedName();

                    	    state._fsp--;
                    	    if (state.failed) return current;
                    	    if ( state.backtracking==0 ) {

                    	      							afterParserOrEnumRuleCall();
                    	      						
                    	    }

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop67;
                        }
                    } while (true);


                    }
                    break;

            }

            otherlv_7=(Token)match(input,15,FOLLOW_55); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_7, grammarAccess.getSynthesizeCommandAccess().getRightCurlyBracketKeyword_4());
              		
            }
            // InternalIsolang.g:3759:3: (otherlv_8= 'not' otherlv_9= '{' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* otherlv_13= '}' )?
            int alt70=2;
            int LA70_0 = input.LA(1);

            if ( (LA70_0==37) ) {
                alt70=1;
            }
            switch (alt70) {
                case 1 :
                    // InternalIsolang.g:3760:4: otherlv_8= 'not' otherlv_9= '{' ( ( ruleQualifiedName ) ) (otherlv_11= ',' ( ( ruleQualifiedName ) ) )* otherlv_13= '}'
                    {
                    otherlv_8=(Token)match(input,37,FOLLOW_6); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_8, grammarAccess.getSynthesizeCommandAccess().getNotKeyword_5_0());
                      			
                    }
                    otherlv_9=(Token)match(input,14,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_9, grammarAccess.getSynthesizeCommandAccess().getLeftCurlyBracketKeyword_5_1());
                      			
                    }
                    // InternalIsolang.g:3768:4: ( ( ruleQualifiedName ) )
                    // InternalIsolang.g:3769:5: ( ruleQualifiedName )
                    {
                    // InternalIsolang.g:3769:5: ( ruleQualifiedName )
                    // InternalIsolang.g:3770:6: ruleQualifiedName
                    {
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getSynthesizeCommandRule());
                      						}
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getSynthesizeCommandAccess().getForbiddenLevelDeclCrossReference_5_2_0());
                      					
                    }
                    pushFollow(FOLLOW_54);
                    ruleQualifiedName();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }

                    // InternalIsolang.g:3784:4: (otherlv_11= ',' ( ( ruleQualifiedName ) ) )*
                    loop69:
                    do {
                        int alt69=2;
                        int LA69_0 = input.LA(1);

                        if ( (LA69_0==26) ) {
                            alt69=1;
                        }


                        switch (alt69) {
                    	case 1 :
                    	    // InternalIsolang.g:3785:5: otherlv_11= ',' ( ( ruleQualifiedName ) )
                    	    {
                    	    otherlv_11=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
                    	    if ( state.backtracking==0 ) {

                    	      					newLeafNode(otherlv_11, grammarAccess.getSynthesizeCommandAccess().getCommaKeyword_5_3_0());
                    	      				
                    	    }
                    	    // InternalIsolang.g:3789:5: ( ( ruleQualifiedName ) )
                    	    // InternalIsolang.g:3790:6: ( ruleQualifiedName )
                    	    {
                    	    // InternalIsolang.g:3790:6: ( ruleQualifiedName )
                    	    // InternalIsolang.g:3791:7: ruleQualifiedName
                    	    {
                    	    if ( state.backtracking==0 ) {

                    	      							if (current==null) {
                    	      								current = createModelElement(grammarAccess.getSynthesizeCommandRule());
                    	      							}
                    	      						
                    	    }
                    	    if ( state.backtracking==0 ) {

                    	      							newCompositeNode(grammarAccess.getSynthesizeCommandAccess().getForbiddenLevelDeclCrossReference_5_3_1_0());
                    	      						
                    	    }
                    	    pushFollow(FOLLOW_54);
                    	    ruleQualifiedName();

                    	    state._fsp--;
                    	    if (state.failed) return current;
                    	    if ( state.backtracking==0 ) {

                    	      							afterParserOrEnumRuleCall();
                    	      						
                    	    }

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop69;
                        }
                    } while (true);

                    otherlv_13=(Token)match(input,15,FOLLOW_47); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_13, grammarAccess.getSynthesizeCommandAccess().getRightCurlyBracketKeyword_5_4());
                      			
                    }

                    }
                    break;

            }

            // InternalIsolang.g:3811:3: ( (lv_scope_14_0= ruleScopeSpec ) )?
            int alt71=2;
            int LA71_0 = input.LA(1);

            if ( (LA71_0==65) ) {
                alt71=1;
            }
            switch (alt71) {
                case 1 :
                    // InternalIsolang.g:3812:4: (lv_scope_14_0= ruleScopeSpec )
                    {
                    // InternalIsolang.g:3812:4: (lv_scope_14_0= ruleScopeSpec )
                    // InternalIsolang.g:3813:5: lv_scope_14_0= ruleScopeSpec
                    {
                    if ( state.backtracking==0 ) {

                      					newCompositeNode(grammarAccess.getSynthesizeCommandAccess().getScopeScopeSpecParserRuleCall_6_0());
                      				
                    }
                    pushFollow(FOLLOW_48);
                    lv_scope_14_0=ruleScopeSpec();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					if (current==null) {
                      						current = createModelElementForParent(grammarAccess.getSynthesizeCommandRule());
                      					}
                      					set(
                      						current,
                      						"scope",
                      						lv_scope_14_0,
                      						"isolang.dsl.Isolang.ScopeSpec");
                      					afterParserOrEnumRuleCall();
                      				
                    }

                    }


                    }
                    break;

            }

            // InternalIsolang.g:3830:3: ( (lv_expect_15_0= ruleExpect ) )?
            int alt72=2;
            int LA72_0 = input.LA(1);

            if ( (LA72_0==63) ) {
                alt72=1;
            }
            switch (alt72) {
                case 1 :
                    // InternalIsolang.g:3831:4: (lv_expect_15_0= ruleExpect )
                    {
                    // InternalIsolang.g:3831:4: (lv_expect_15_0= ruleExpect )
                    // InternalIsolang.g:3832:5: lv_expect_15_0= ruleExpect
                    {
                    if ( state.backtracking==0 ) {

                      					newCompositeNode(grammarAccess.getSynthesizeCommandAccess().getExpectExpectParserRuleCall_7_0());
                      				
                    }
                    pushFollow(FOLLOW_2);
                    lv_expect_15_0=ruleExpect();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					if (current==null) {
                      						current = createModelElementForParent(grammarAccess.getSynthesizeCommandRule());
                      					}
                      					set(
                      						current,
                      						"expect",
                      						lv_expect_15_0,
                      						"isolang.dsl.Isolang.Expect");
                      					afterParserOrEnumRuleCall();
                      				
                    }

                    }


                    }
                    break;

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleSynthesizeCommand"


    // $ANTLR start "entryRulePredictCommand"
    // InternalIsolang.g:3853:1: entryRulePredictCommand returns [EObject current=null] : iv_rulePredictCommand= rulePredictCommand EOF ;
    public final EObject entryRulePredictCommand() throws RecognitionException {
        EObject current = null;

        EObject iv_rulePredictCommand = null;


        try {
            // InternalIsolang.g:3853:55: (iv_rulePredictCommand= rulePredictCommand EOF )
            // InternalIsolang.g:3854:2: iv_rulePredictCommand= rulePredictCommand EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getPredictCommandRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_rulePredictCommand=rulePredictCommand();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_rulePredictCommand; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRulePredictCommand"


    // $ANTLR start "rulePredictCommand"
    // InternalIsolang.g:3860:1: rulePredictCommand returns [EObject current=null] : (otherlv_0= 'predict' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? ( ( ruleQualifiedName ) ) otherlv_4= 'under' ( ( ruleQualifiedName ) ) (otherlv_6= ',' ( ( ruleQualifiedName ) ) )* otherlv_8= 'not' ( ( ruleQualifiedName ) ) (otherlv_10= ',' ( ( ruleQualifiedName ) ) )* (otherlv_12= 'boundary' ( (lv_boundary_13_0= RULE_ID ) ) )? (otherlv_14= 'mode' ( (lv_mode_15_0= RULE_ID ) ) )? ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? ) ;
    public final EObject rulePredictCommand() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token otherlv_2=null;
        Token otherlv_4=null;
        Token otherlv_6=null;
        Token otherlv_8=null;
        Token otherlv_10=null;
        Token otherlv_12=null;
        Token lv_boundary_13_0=null;
        Token otherlv_14=null;
        Token lv_mode_15_0=null;
        EObject lv_scope_16_0 = null;

        EObject lv_expect_17_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:3866:2: ( (otherlv_0= 'predict' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? ( ( ruleQualifiedName ) ) otherlv_4= 'under' ( ( ruleQualifiedName ) ) (otherlv_6= ',' ( ( ruleQualifiedName ) ) )* otherlv_8= 'not' ( ( ruleQualifiedName ) ) (otherlv_10= ',' ( ( ruleQualifiedName ) ) )* (otherlv_12= 'boundary' ( (lv_boundary_13_0= RULE_ID ) ) )? (otherlv_14= 'mode' ( (lv_mode_15_0= RULE_ID ) ) )? ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? ) )
            // InternalIsolang.g:3867:2: (otherlv_0= 'predict' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? ( ( ruleQualifiedName ) ) otherlv_4= 'under' ( ( ruleQualifiedName ) ) (otherlv_6= ',' ( ( ruleQualifiedName ) ) )* otherlv_8= 'not' ( ( ruleQualifiedName ) ) (otherlv_10= ',' ( ( ruleQualifiedName ) ) )* (otherlv_12= 'boundary' ( (lv_boundary_13_0= RULE_ID ) ) )? (otherlv_14= 'mode' ( (lv_mode_15_0= RULE_ID ) ) )? ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? )
            {
            // InternalIsolang.g:3867:2: (otherlv_0= 'predict' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? ( ( ruleQualifiedName ) ) otherlv_4= 'under' ( ( ruleQualifiedName ) ) (otherlv_6= ',' ( ( ruleQualifiedName ) ) )* otherlv_8= 'not' ( ( ruleQualifiedName ) ) (otherlv_10= ',' ( ( ruleQualifiedName ) ) )* (otherlv_12= 'boundary' ( (lv_boundary_13_0= RULE_ID ) ) )? (otherlv_14= 'mode' ( (lv_mode_15_0= RULE_ID ) ) )? ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? )
            // InternalIsolang.g:3868:3: otherlv_0= 'predict' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? ( ( ruleQualifiedName ) ) otherlv_4= 'under' ( ( ruleQualifiedName ) ) (otherlv_6= ',' ( ( ruleQualifiedName ) ) )* otherlv_8= 'not' ( ( ruleQualifiedName ) ) (otherlv_10= ',' ( ( ruleQualifiedName ) ) )* (otherlv_12= 'boundary' ( (lv_boundary_13_0= RULE_ID ) ) )? (otherlv_14= 'mode' ( (lv_mode_15_0= RULE_ID ) ) )? ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )?
            {
            otherlv_0=(Token)match(input,58,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getPredictCommandAccess().getPredictKeyword_0());
              		
            }
            // InternalIsolang.g:3872:3: ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )?
            int alt73=2;
            int LA73_0 = input.LA(1);

            if ( (LA73_0==RULE_ID) ) {
                int LA73_1 = input.LA(2);

                if ( (LA73_1==17) ) {
                    alt73=1;
                }
            }
            switch (alt73) {
                case 1 :
                    // InternalIsolang.g:3873:4: ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':'
                    {
                    // InternalIsolang.g:3873:4: ( (lv_name_1_0= RULE_ID ) )
                    // InternalIsolang.g:3874:5: (lv_name_1_0= RULE_ID )
                    {
                    // InternalIsolang.g:3874:5: (lv_name_1_0= RULE_ID )
                    // InternalIsolang.g:3875:6: lv_name_1_0= RULE_ID
                    {
                    lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_8); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(lv_name_1_0, grammarAccess.getPredictCommandAccess().getNameIDTerminalRuleCall_1_0_0());
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getPredictCommandRule());
                      						}
                      						setWithLastConsumed(
                      							current,
                      							"name",
                      							lv_name_1_0,
                      							"isolang.dsl.Isolang.ID");
                      					
                    }

                    }


                    }

                    otherlv_2=(Token)match(input,17,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_2, grammarAccess.getPredictCommandAccess().getColonKeyword_1_1());
                      			
                    }

                    }
                    break;

            }

            // InternalIsolang.g:3896:3: ( ( ruleQualifiedName ) )
            // InternalIsolang.g:3897:4: ( ruleQualifiedName )
            {
            // InternalIsolang.g:3897:4: ( ruleQualifiedName )
            // InternalIsolang.g:3898:5: ruleQualifiedName
            {
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getPredictCommandRule());
              					}
              				
            }
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getPredictCommandAccess().getHistoryHistoryLiteralCrossReference_2_0());
              				
            }
            pushFollow(FOLLOW_56);
            ruleQualifiedName();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            otherlv_4=(Token)match(input,59,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_4, grammarAccess.getPredictCommandAccess().getUnderKeyword_3());
              		
            }
            // InternalIsolang.g:3916:3: ( ( ruleQualifiedName ) )
            // InternalIsolang.g:3917:4: ( ruleQualifiedName )
            {
            // InternalIsolang.g:3917:4: ( ruleQualifiedName )
            // InternalIsolang.g:3918:5: ruleQualifiedName
            {
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getPredictCommandRule());
              					}
              				
            }
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getPredictCommandAccess().getPermissiveLevelDeclCrossReference_4_0());
              				
            }
            pushFollow(FOLLOW_57);
            ruleQualifiedName();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:3932:3: (otherlv_6= ',' ( ( ruleQualifiedName ) ) )*
            loop74:
            do {
                int alt74=2;
                int LA74_0 = input.LA(1);

                if ( (LA74_0==26) ) {
                    alt74=1;
                }


                switch (alt74) {
            	case 1 :
            	    // InternalIsolang.g:3933:4: otherlv_6= ',' ( ( ruleQualifiedName ) )
            	    {
            	    otherlv_6=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_6, grammarAccess.getPredictCommandAccess().getCommaKeyword_5_0());
            	      			
            	    }
            	    // InternalIsolang.g:3937:4: ( ( ruleQualifiedName ) )
            	    // InternalIsolang.g:3938:5: ( ruleQualifiedName )
            	    {
            	    // InternalIsolang.g:3938:5: ( ruleQualifiedName )
            	    // InternalIsolang.g:3939:6: ruleQualifiedName
            	    {
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElement(grammarAccess.getPredictCommandRule());
            	      						}
            	      					
            	    }
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getPredictCommandAccess().getPermissiveLevelDeclCrossReference_5_1_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_57);
            	    ruleQualifiedName();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop74;
                }
            } while (true);

            otherlv_8=(Token)match(input,37,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_8, grammarAccess.getPredictCommandAccess().getNotKeyword_6());
              		
            }
            // InternalIsolang.g:3958:3: ( ( ruleQualifiedName ) )
            // InternalIsolang.g:3959:4: ( ruleQualifiedName )
            {
            // InternalIsolang.g:3959:4: ( ruleQualifiedName )
            // InternalIsolang.g:3960:5: ruleQualifiedName
            {
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getPredictCommandRule());
              					}
              				
            }
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getPredictCommandAccess().getStrictLevelDeclCrossReference_7_0());
              				
            }
            pushFollow(FOLLOW_58);
            ruleQualifiedName();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:3974:3: (otherlv_10= ',' ( ( ruleQualifiedName ) ) )*
            loop75:
            do {
                int alt75=2;
                int LA75_0 = input.LA(1);

                if ( (LA75_0==26) ) {
                    alt75=1;
                }


                switch (alt75) {
            	case 1 :
            	    // InternalIsolang.g:3975:4: otherlv_10= ',' ( ( ruleQualifiedName ) )
            	    {
            	    otherlv_10=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_10, grammarAccess.getPredictCommandAccess().getCommaKeyword_8_0());
            	      			
            	    }
            	    // InternalIsolang.g:3979:4: ( ( ruleQualifiedName ) )
            	    // InternalIsolang.g:3980:5: ( ruleQualifiedName )
            	    {
            	    // InternalIsolang.g:3980:5: ( ruleQualifiedName )
            	    // InternalIsolang.g:3981:6: ruleQualifiedName
            	    {
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElement(grammarAccess.getPredictCommandRule());
            	      						}
            	      					
            	    }
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getPredictCommandAccess().getStrictLevelDeclCrossReference_8_1_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_58);
            	    ruleQualifiedName();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop75;
                }
            } while (true);

            // InternalIsolang.g:3996:3: (otherlv_12= 'boundary' ( (lv_boundary_13_0= RULE_ID ) ) )?
            int alt76=2;
            int LA76_0 = input.LA(1);

            if ( (LA76_0==60) ) {
                alt76=1;
            }
            switch (alt76) {
                case 1 :
                    // InternalIsolang.g:3997:4: otherlv_12= 'boundary' ( (lv_boundary_13_0= RULE_ID ) )
                    {
                    otherlv_12=(Token)match(input,60,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_12, grammarAccess.getPredictCommandAccess().getBoundaryKeyword_9_0());
                      			
                    }
                    // InternalIsolang.g:4001:4: ( (lv_boundary_13_0= RULE_ID ) )
                    // InternalIsolang.g:4002:5: (lv_boundary_13_0= RULE_ID )
                    {
                    // InternalIsolang.g:4002:5: (lv_boundary_13_0= RULE_ID )
                    // InternalIsolang.g:4003:6: lv_boundary_13_0= RULE_ID
                    {
                    lv_boundary_13_0=(Token)match(input,RULE_ID,FOLLOW_59); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(lv_boundary_13_0, grammarAccess.getPredictCommandAccess().getBoundaryIDTerminalRuleCall_9_1_0());
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getPredictCommandRule());
                      						}
                      						setWithLastConsumed(
                      							current,
                      							"boundary",
                      							lv_boundary_13_0,
                      							"isolang.dsl.Isolang.ID");
                      					
                    }

                    }


                    }


                    }
                    break;

            }

            // InternalIsolang.g:4020:3: (otherlv_14= 'mode' ( (lv_mode_15_0= RULE_ID ) ) )?
            int alt77=2;
            int LA77_0 = input.LA(1);

            if ( (LA77_0==61) ) {
                alt77=1;
            }
            switch (alt77) {
                case 1 :
                    // InternalIsolang.g:4021:4: otherlv_14= 'mode' ( (lv_mode_15_0= RULE_ID ) )
                    {
                    otherlv_14=(Token)match(input,61,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_14, grammarAccess.getPredictCommandAccess().getModeKeyword_10_0());
                      			
                    }
                    // InternalIsolang.g:4025:4: ( (lv_mode_15_0= RULE_ID ) )
                    // InternalIsolang.g:4026:5: (lv_mode_15_0= RULE_ID )
                    {
                    // InternalIsolang.g:4026:5: (lv_mode_15_0= RULE_ID )
                    // InternalIsolang.g:4027:6: lv_mode_15_0= RULE_ID
                    {
                    lv_mode_15_0=(Token)match(input,RULE_ID,FOLLOW_47); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(lv_mode_15_0, grammarAccess.getPredictCommandAccess().getModeIDTerminalRuleCall_10_1_0());
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getPredictCommandRule());
                      						}
                      						setWithLastConsumed(
                      							current,
                      							"mode",
                      							lv_mode_15_0,
                      							"isolang.dsl.Isolang.ID");
                      					
                    }

                    }


                    }


                    }
                    break;

            }

            // InternalIsolang.g:4044:3: ( (lv_scope_16_0= ruleScopeSpec ) )?
            int alt78=2;
            int LA78_0 = input.LA(1);

            if ( (LA78_0==65) ) {
                alt78=1;
            }
            switch (alt78) {
                case 1 :
                    // InternalIsolang.g:4045:4: (lv_scope_16_0= ruleScopeSpec )
                    {
                    // InternalIsolang.g:4045:4: (lv_scope_16_0= ruleScopeSpec )
                    // InternalIsolang.g:4046:5: lv_scope_16_0= ruleScopeSpec
                    {
                    if ( state.backtracking==0 ) {

                      					newCompositeNode(grammarAccess.getPredictCommandAccess().getScopeScopeSpecParserRuleCall_11_0());
                      				
                    }
                    pushFollow(FOLLOW_48);
                    lv_scope_16_0=ruleScopeSpec();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					if (current==null) {
                      						current = createModelElementForParent(grammarAccess.getPredictCommandRule());
                      					}
                      					set(
                      						current,
                      						"scope",
                      						lv_scope_16_0,
                      						"isolang.dsl.Isolang.ScopeSpec");
                      					afterParserOrEnumRuleCall();
                      				
                    }

                    }


                    }
                    break;

            }

            // InternalIsolang.g:4063:3: ( (lv_expect_17_0= ruleExpect ) )?
            int alt79=2;
            int LA79_0 = input.LA(1);

            if ( (LA79_0==63) ) {
                alt79=1;
            }
            switch (alt79) {
                case 1 :
                    // InternalIsolang.g:4064:4: (lv_expect_17_0= ruleExpect )
                    {
                    // InternalIsolang.g:4064:4: (lv_expect_17_0= ruleExpect )
                    // InternalIsolang.g:4065:5: lv_expect_17_0= ruleExpect
                    {
                    if ( state.backtracking==0 ) {

                      					newCompositeNode(grammarAccess.getPredictCommandAccess().getExpectExpectParserRuleCall_12_0());
                      				
                    }
                    pushFollow(FOLLOW_2);
                    lv_expect_17_0=ruleExpect();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					if (current==null) {
                      						current = createModelElementForParent(grammarAccess.getPredictCommandRule());
                      					}
                      					set(
                      						current,
                      						"expect",
                      						lv_expect_17_0,
                      						"isolang.dsl.Isolang.Expect");
                      					afterParserOrEnumRuleCall();
                      				
                    }

                    }


                    }
                    break;

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "rulePredictCommand"


    // $ANTLR start "entryRuleLatticeCommand"
    // InternalIsolang.g:4086:1: entryRuleLatticeCommand returns [EObject current=null] : iv_ruleLatticeCommand= ruleLatticeCommand EOF ;
    public final EObject entryRuleLatticeCommand() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleLatticeCommand = null;


        try {
            // InternalIsolang.g:4086:55: (iv_ruleLatticeCommand= ruleLatticeCommand EOF )
            // InternalIsolang.g:4087:2: iv_ruleLatticeCommand= ruleLatticeCommand EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getLatticeCommandRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleLatticeCommand=ruleLatticeCommand();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleLatticeCommand; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleLatticeCommand"


    // $ANTLR start "ruleLatticeCommand"
    // InternalIsolang.g:4093:1: ruleLatticeCommand returns [EObject current=null] : (otherlv_0= 'lattice' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? otherlv_3= '{' ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* otherlv_7= '}' ( (lv_scope_8_0= ruleScopeSpec ) )? (otherlv_9= 'expect' otherlv_10= '{' ( (lv_chains_11_0= ruleChain ) ) (otherlv_12= ',' ( (lv_chains_13_0= ruleChain ) ) )* otherlv_14= '}' )? ) ;
    public final EObject ruleLatticeCommand() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token lv_name_1_0=null;
        Token otherlv_2=null;
        Token otherlv_3=null;
        Token otherlv_5=null;
        Token otherlv_7=null;
        Token otherlv_9=null;
        Token otherlv_10=null;
        Token otherlv_12=null;
        Token otherlv_14=null;
        EObject lv_scope_8_0 = null;

        EObject lv_chains_11_0 = null;

        EObject lv_chains_13_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:4099:2: ( (otherlv_0= 'lattice' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? otherlv_3= '{' ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* otherlv_7= '}' ( (lv_scope_8_0= ruleScopeSpec ) )? (otherlv_9= 'expect' otherlv_10= '{' ( (lv_chains_11_0= ruleChain ) ) (otherlv_12= ',' ( (lv_chains_13_0= ruleChain ) ) )* otherlv_14= '}' )? ) )
            // InternalIsolang.g:4100:2: (otherlv_0= 'lattice' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? otherlv_3= '{' ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* otherlv_7= '}' ( (lv_scope_8_0= ruleScopeSpec ) )? (otherlv_9= 'expect' otherlv_10= '{' ( (lv_chains_11_0= ruleChain ) ) (otherlv_12= ',' ( (lv_chains_13_0= ruleChain ) ) )* otherlv_14= '}' )? )
            {
            // InternalIsolang.g:4100:2: (otherlv_0= 'lattice' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? otherlv_3= '{' ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* otherlv_7= '}' ( (lv_scope_8_0= ruleScopeSpec ) )? (otherlv_9= 'expect' otherlv_10= '{' ( (lv_chains_11_0= ruleChain ) ) (otherlv_12= ',' ( (lv_chains_13_0= ruleChain ) ) )* otherlv_14= '}' )? )
            // InternalIsolang.g:4101:3: otherlv_0= 'lattice' ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )? otherlv_3= '{' ( ( ruleQualifiedName ) ) (otherlv_5= ',' ( ( ruleQualifiedName ) ) )* otherlv_7= '}' ( (lv_scope_8_0= ruleScopeSpec ) )? (otherlv_9= 'expect' otherlv_10= '{' ( (lv_chains_11_0= ruleChain ) ) (otherlv_12= ',' ( (lv_chains_13_0= ruleChain ) ) )* otherlv_14= '}' )?
            {
            otherlv_0=(Token)match(input,62,FOLLOW_53); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getLatticeCommandAccess().getLatticeKeyword_0());
              		
            }
            // InternalIsolang.g:4105:3: ( ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':' )?
            int alt80=2;
            int LA80_0 = input.LA(1);

            if ( (LA80_0==RULE_ID) ) {
                alt80=1;
            }
            switch (alt80) {
                case 1 :
                    // InternalIsolang.g:4106:4: ( (lv_name_1_0= RULE_ID ) ) otherlv_2= ':'
                    {
                    // InternalIsolang.g:4106:4: ( (lv_name_1_0= RULE_ID ) )
                    // InternalIsolang.g:4107:5: (lv_name_1_0= RULE_ID )
                    {
                    // InternalIsolang.g:4107:5: (lv_name_1_0= RULE_ID )
                    // InternalIsolang.g:4108:6: lv_name_1_0= RULE_ID
                    {
                    lv_name_1_0=(Token)match(input,RULE_ID,FOLLOW_8); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(lv_name_1_0, grammarAccess.getLatticeCommandAccess().getNameIDTerminalRuleCall_1_0_0());
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getLatticeCommandRule());
                      						}
                      						setWithLastConsumed(
                      							current,
                      							"name",
                      							lv_name_1_0,
                      							"isolang.dsl.Isolang.ID");
                      					
                    }

                    }


                    }

                    otherlv_2=(Token)match(input,17,FOLLOW_6); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_2, grammarAccess.getLatticeCommandAccess().getColonKeyword_1_1());
                      			
                    }

                    }
                    break;

            }

            otherlv_3=(Token)match(input,14,FOLLOW_3); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_3, grammarAccess.getLatticeCommandAccess().getLeftCurlyBracketKeyword_2());
              		
            }
            // InternalIsolang.g:4133:3: ( ( ruleQualifiedName ) )
            // InternalIsolang.g:4134:4: ( ruleQualifiedName )
            {
            // InternalIsolang.g:4134:4: ( ruleQualifiedName )
            // InternalIsolang.g:4135:5: ruleQualifiedName
            {
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getLatticeCommandRule());
              					}
              				
            }
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getLatticeCommandAccess().getLevelsLevelDeclCrossReference_3_0());
              				
            }
            pushFollow(FOLLOW_54);
            ruleQualifiedName();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:4149:3: (otherlv_5= ',' ( ( ruleQualifiedName ) ) )*
            loop81:
            do {
                int alt81=2;
                int LA81_0 = input.LA(1);

                if ( (LA81_0==26) ) {
                    alt81=1;
                }


                switch (alt81) {
            	case 1 :
            	    // InternalIsolang.g:4150:4: otherlv_5= ',' ( ( ruleQualifiedName ) )
            	    {
            	    otherlv_5=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_5, grammarAccess.getLatticeCommandAccess().getCommaKeyword_4_0());
            	      			
            	    }
            	    // InternalIsolang.g:4154:4: ( ( ruleQualifiedName ) )
            	    // InternalIsolang.g:4155:5: ( ruleQualifiedName )
            	    {
            	    // InternalIsolang.g:4155:5: ( ruleQualifiedName )
            	    // InternalIsolang.g:4156:6: ruleQualifiedName
            	    {
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElement(grammarAccess.getLatticeCommandRule());
            	      						}
            	      					
            	    }
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getLatticeCommandAccess().getLevelsLevelDeclCrossReference_4_1_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_54);
            	    ruleQualifiedName();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop81;
                }
            } while (true);

            otherlv_7=(Token)match(input,15,FOLLOW_47); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_7, grammarAccess.getLatticeCommandAccess().getRightCurlyBracketKeyword_5());
              		
            }
            // InternalIsolang.g:4175:3: ( (lv_scope_8_0= ruleScopeSpec ) )?
            int alt82=2;
            int LA82_0 = input.LA(1);

            if ( (LA82_0==65) ) {
                alt82=1;
            }
            switch (alt82) {
                case 1 :
                    // InternalIsolang.g:4176:4: (lv_scope_8_0= ruleScopeSpec )
                    {
                    // InternalIsolang.g:4176:4: (lv_scope_8_0= ruleScopeSpec )
                    // InternalIsolang.g:4177:5: lv_scope_8_0= ruleScopeSpec
                    {
                    if ( state.backtracking==0 ) {

                      					newCompositeNode(grammarAccess.getLatticeCommandAccess().getScopeScopeSpecParserRuleCall_6_0());
                      				
                    }
                    pushFollow(FOLLOW_48);
                    lv_scope_8_0=ruleScopeSpec();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					if (current==null) {
                      						current = createModelElementForParent(grammarAccess.getLatticeCommandRule());
                      					}
                      					set(
                      						current,
                      						"scope",
                      						lv_scope_8_0,
                      						"isolang.dsl.Isolang.ScopeSpec");
                      					afterParserOrEnumRuleCall();
                      				
                    }

                    }


                    }
                    break;

            }

            // InternalIsolang.g:4194:3: (otherlv_9= 'expect' otherlv_10= '{' ( (lv_chains_11_0= ruleChain ) ) (otherlv_12= ',' ( (lv_chains_13_0= ruleChain ) ) )* otherlv_14= '}' )?
            int alt84=2;
            int LA84_0 = input.LA(1);

            if ( (LA84_0==63) ) {
                alt84=1;
            }
            switch (alt84) {
                case 1 :
                    // InternalIsolang.g:4195:4: otherlv_9= 'expect' otherlv_10= '{' ( (lv_chains_11_0= ruleChain ) ) (otherlv_12= ',' ( (lv_chains_13_0= ruleChain ) ) )* otherlv_14= '}'
                    {
                    otherlv_9=(Token)match(input,63,FOLLOW_6); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_9, grammarAccess.getLatticeCommandAccess().getExpectKeyword_7_0());
                      			
                    }
                    otherlv_10=(Token)match(input,14,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_10, grammarAccess.getLatticeCommandAccess().getLeftCurlyBracketKeyword_7_1());
                      			
                    }
                    // InternalIsolang.g:4203:4: ( (lv_chains_11_0= ruleChain ) )
                    // InternalIsolang.g:4204:5: (lv_chains_11_0= ruleChain )
                    {
                    // InternalIsolang.g:4204:5: (lv_chains_11_0= ruleChain )
                    // InternalIsolang.g:4205:6: lv_chains_11_0= ruleChain
                    {
                    if ( state.backtracking==0 ) {

                      						newCompositeNode(grammarAccess.getLatticeCommandAccess().getChainsChainParserRuleCall_7_2_0());
                      					
                    }
                    pushFollow(FOLLOW_54);
                    lv_chains_11_0=ruleChain();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElementForParent(grammarAccess.getLatticeCommandRule());
                      						}
                      						add(
                      							current,
                      							"chains",
                      							lv_chains_11_0,
                      							"isolang.dsl.Isolang.Chain");
                      						afterParserOrEnumRuleCall();
                      					
                    }

                    }


                    }

                    // InternalIsolang.g:4222:4: (otherlv_12= ',' ( (lv_chains_13_0= ruleChain ) ) )*
                    loop83:
                    do {
                        int alt83=2;
                        int LA83_0 = input.LA(1);

                        if ( (LA83_0==26) ) {
                            alt83=1;
                        }


                        switch (alt83) {
                    	case 1 :
                    	    // InternalIsolang.g:4223:5: otherlv_12= ',' ( (lv_chains_13_0= ruleChain ) )
                    	    {
                    	    otherlv_12=(Token)match(input,26,FOLLOW_3); if (state.failed) return current;
                    	    if ( state.backtracking==0 ) {

                    	      					newLeafNode(otherlv_12, grammarAccess.getLatticeCommandAccess().getCommaKeyword_7_3_0());
                    	      				
                    	    }
                    	    // InternalIsolang.g:4227:5: ( (lv_chains_13_0= ruleChain ) )
                    	    // InternalIsolang.g:4228:6: (lv_chains_13_0= ruleChain )
                    	    {
                    	    // InternalIsolang.g:4228:6: (lv_chains_13_0= ruleChain )
                    	    // InternalIsolang.g:4229:7: lv_chains_13_0= ruleChain
                    	    {
                    	    if ( state.backtracking==0 ) {

                    	      							newCompositeNode(grammarAccess.getLatticeCommandAccess().getChainsChainParserRuleCall_7_3_1_0());
                    	      						
                    	    }
                    	    pushFollow(FOLLOW_54);
                    	    lv_chains_13_0=ruleChain();

                    	    state._fsp--;
                    	    if (state.failed) return current;
                    	    if ( state.backtracking==0 ) {

                    	      							if (current==null) {
                    	      								current = createModelElementForParent(grammarAccess.getLatticeCommandRule());
                    	      							}
                    	      							add(
                    	      								current,
                    	      								"chains",
                    	      								lv_chains_13_0,
                    	      								"isolang.dsl.Isolang.Chain");
                    	      							afterParserOrEnumRuleCall();
                    	      						
                    	    }

                    	    }


                    	    }


                    	    }
                    	    break;

                    	default :
                    	    break loop83;
                        }
                    } while (true);

                    otherlv_14=(Token)match(input,15,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				newLeafNode(otherlv_14, grammarAccess.getLatticeCommandAccess().getRightCurlyBracketKeyword_7_4());
                      			
                    }

                    }
                    break;

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleLatticeCommand"


    // $ANTLR start "entryRuleChain"
    // InternalIsolang.g:4256:1: entryRuleChain returns [EObject current=null] : iv_ruleChain= ruleChain EOF ;
    public final EObject entryRuleChain() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleChain = null;


        try {
            // InternalIsolang.g:4256:46: (iv_ruleChain= ruleChain EOF )
            // InternalIsolang.g:4257:2: iv_ruleChain= ruleChain EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getChainRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleChain=ruleChain();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleChain; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleChain"


    // $ANTLR start "ruleChain"
    // InternalIsolang.g:4263:1: ruleChain returns [EObject current=null] : ( ( ( ruleQualifiedName ) ) ( (lv_links_1_0= ruleChainLink ) )+ ) ;
    public final EObject ruleChain() throws RecognitionException {
        EObject current = null;

        EObject lv_links_1_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:4269:2: ( ( ( ( ruleQualifiedName ) ) ( (lv_links_1_0= ruleChainLink ) )+ ) )
            // InternalIsolang.g:4270:2: ( ( ( ruleQualifiedName ) ) ( (lv_links_1_0= ruleChainLink ) )+ )
            {
            // InternalIsolang.g:4270:2: ( ( ( ruleQualifiedName ) ) ( (lv_links_1_0= ruleChainLink ) )+ )
            // InternalIsolang.g:4271:3: ( ( ruleQualifiedName ) ) ( (lv_links_1_0= ruleChainLink ) )+
            {
            // InternalIsolang.g:4271:3: ( ( ruleQualifiedName ) )
            // InternalIsolang.g:4272:4: ( ruleQualifiedName )
            {
            // InternalIsolang.g:4272:4: ( ruleQualifiedName )
            // InternalIsolang.g:4273:5: ruleQualifiedName
            {
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getChainRule());
              					}
              				
            }
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getChainAccess().getFirstLevelDeclCrossReference_0_0());
              				
            }
            pushFollow(FOLLOW_60);
            ruleQualifiedName();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:4287:3: ( (lv_links_1_0= ruleChainLink ) )+
            int cnt85=0;
            loop85:
            do {
                int alt85=2;
                int LA85_0 = input.LA(1);

                if ( (LA85_0==21||LA85_0==64) ) {
                    alt85=1;
                }


                switch (alt85) {
            	case 1 :
            	    // InternalIsolang.g:4288:4: (lv_links_1_0= ruleChainLink )
            	    {
            	    // InternalIsolang.g:4288:4: (lv_links_1_0= ruleChainLink )
            	    // InternalIsolang.g:4289:5: lv_links_1_0= ruleChainLink
            	    {
            	    if ( state.backtracking==0 ) {

            	      					newCompositeNode(grammarAccess.getChainAccess().getLinksChainLinkParserRuleCall_1_0());
            	      				
            	    }
            	    pushFollow(FOLLOW_61);
            	    lv_links_1_0=ruleChainLink();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      					if (current==null) {
            	      						current = createModelElementForParent(grammarAccess.getChainRule());
            	      					}
            	      					add(
            	      						current,
            	      						"links",
            	      						lv_links_1_0,
            	      						"isolang.dsl.Isolang.ChainLink");
            	      					afterParserOrEnumRuleCall();
            	      				
            	    }

            	    }


            	    }
            	    break;

            	default :
            	    if ( cnt85 >= 1 ) break loop85;
            	    if (state.backtracking>0) {state.failed=true; return current;}
                        EarlyExitException eee =
                            new EarlyExitException(85, input);
                        throw eee;
                }
                cnt85++;
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleChain"


    // $ANTLR start "entryRuleChainLink"
    // InternalIsolang.g:4310:1: entryRuleChainLink returns [EObject current=null] : iv_ruleChainLink= ruleChainLink EOF ;
    public final EObject entryRuleChainLink() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleChainLink = null;


        try {
            // InternalIsolang.g:4310:50: (iv_ruleChainLink= ruleChainLink EOF )
            // InternalIsolang.g:4311:2: iv_ruleChainLink= ruleChainLink EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getChainLinkRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleChainLink=ruleChainLink();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleChainLink; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleChainLink"


    // $ANTLR start "ruleChainLink"
    // InternalIsolang.g:4317:1: ruleChainLink returns [EObject current=null] : ( ( ( (lv_op_0_1= '<' | lv_op_0_2= '=' ) ) ) ( ( ruleQualifiedName ) ) ) ;
    public final EObject ruleChainLink() throws RecognitionException {
        EObject current = null;

        Token lv_op_0_1=null;
        Token lv_op_0_2=null;


        	enterRule();

        try {
            // InternalIsolang.g:4323:2: ( ( ( ( (lv_op_0_1= '<' | lv_op_0_2= '=' ) ) ) ( ( ruleQualifiedName ) ) ) )
            // InternalIsolang.g:4324:2: ( ( ( (lv_op_0_1= '<' | lv_op_0_2= '=' ) ) ) ( ( ruleQualifiedName ) ) )
            {
            // InternalIsolang.g:4324:2: ( ( ( (lv_op_0_1= '<' | lv_op_0_2= '=' ) ) ) ( ( ruleQualifiedName ) ) )
            // InternalIsolang.g:4325:3: ( ( (lv_op_0_1= '<' | lv_op_0_2= '=' ) ) ) ( ( ruleQualifiedName ) )
            {
            // InternalIsolang.g:4325:3: ( ( (lv_op_0_1= '<' | lv_op_0_2= '=' ) ) )
            // InternalIsolang.g:4326:4: ( (lv_op_0_1= '<' | lv_op_0_2= '=' ) )
            {
            // InternalIsolang.g:4326:4: ( (lv_op_0_1= '<' | lv_op_0_2= '=' ) )
            // InternalIsolang.g:4327:5: (lv_op_0_1= '<' | lv_op_0_2= '=' )
            {
            // InternalIsolang.g:4327:5: (lv_op_0_1= '<' | lv_op_0_2= '=' )
            int alt86=2;
            int LA86_0 = input.LA(1);

            if ( (LA86_0==64) ) {
                alt86=1;
            }
            else if ( (LA86_0==21) ) {
                alt86=2;
            }
            else {
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 86, 0, input);

                throw nvae;
            }
            switch (alt86) {
                case 1 :
                    // InternalIsolang.g:4328:6: lv_op_0_1= '<'
                    {
                    lv_op_0_1=(Token)match(input,64,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(lv_op_0_1, grammarAccess.getChainLinkAccess().getOpLessThanSignKeyword_0_0_0());
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getChainLinkRule());
                      						}
                      						setWithLastConsumed(current, "op", lv_op_0_1, null);
                      					
                    }

                    }
                    break;
                case 2 :
                    // InternalIsolang.g:4339:6: lv_op_0_2= '='
                    {
                    lv_op_0_2=(Token)match(input,21,FOLLOW_3); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      						newLeafNode(lv_op_0_2, grammarAccess.getChainLinkAccess().getOpEqualsSignKeyword_0_0_1());
                      					
                    }
                    if ( state.backtracking==0 ) {

                      						if (current==null) {
                      							current = createModelElement(grammarAccess.getChainLinkRule());
                      						}
                      						setWithLastConsumed(current, "op", lv_op_0_2, null);
                      					
                    }

                    }
                    break;

            }


            }


            }

            // InternalIsolang.g:4352:3: ( ( ruleQualifiedName ) )
            // InternalIsolang.g:4353:4: ( ruleQualifiedName )
            {
            // InternalIsolang.g:4353:4: ( ruleQualifiedName )
            // InternalIsolang.g:4354:5: ruleQualifiedName
            {
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getChainLinkRule());
              					}
              				
            }
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getChainLinkAccess().getLevelLevelDeclCrossReference_1_0());
              				
            }
            pushFollow(FOLLOW_2);
            ruleQualifiedName();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					afterParserOrEnumRuleCall();
              				
            }

            }


            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleChainLink"


    // $ANTLR start "entryRuleExpect"
    // InternalIsolang.g:4372:1: entryRuleExpect returns [EObject current=null] : iv_ruleExpect= ruleExpect EOF ;
    public final EObject entryRuleExpect() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleExpect = null;


        try {
            // InternalIsolang.g:4372:47: (iv_ruleExpect= ruleExpect EOF )
            // InternalIsolang.g:4373:2: iv_ruleExpect= ruleExpect EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getExpectRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleExpect=ruleExpect();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleExpect; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleExpect"


    // $ANTLR start "ruleExpect"
    // InternalIsolang.g:4379:1: ruleExpect returns [EObject current=null] : (otherlv_0= 'expect' ( (lv_outcome_1_0= ruleOutcome ) ) ) ;
    public final EObject ruleExpect() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Enumerator lv_outcome_1_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:4385:2: ( (otherlv_0= 'expect' ( (lv_outcome_1_0= ruleOutcome ) ) ) )
            // InternalIsolang.g:4386:2: (otherlv_0= 'expect' ( (lv_outcome_1_0= ruleOutcome ) ) )
            {
            // InternalIsolang.g:4386:2: (otherlv_0= 'expect' ( (lv_outcome_1_0= ruleOutcome ) ) )
            // InternalIsolang.g:4387:3: otherlv_0= 'expect' ( (lv_outcome_1_0= ruleOutcome ) )
            {
            otherlv_0=(Token)match(input,63,FOLLOW_62); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getExpectAccess().getExpectKeyword_0());
              		
            }
            // InternalIsolang.g:4391:3: ( (lv_outcome_1_0= ruleOutcome ) )
            // InternalIsolang.g:4392:4: (lv_outcome_1_0= ruleOutcome )
            {
            // InternalIsolang.g:4392:4: (lv_outcome_1_0= ruleOutcome )
            // InternalIsolang.g:4393:5: lv_outcome_1_0= ruleOutcome
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getExpectAccess().getOutcomeOutcomeEnumRuleCall_1_0());
              				
            }
            pushFollow(FOLLOW_2);
            lv_outcome_1_0=ruleOutcome();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getExpectRule());
              					}
              					set(
              						current,
              						"outcome",
              						lv_outcome_1_0,
              						"isolang.dsl.Isolang.Outcome");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleExpect"


    // $ANTLR start "entryRuleScopeSpec"
    // InternalIsolang.g:4414:1: entryRuleScopeSpec returns [EObject current=null] : iv_ruleScopeSpec= ruleScopeSpec EOF ;
    public final EObject entryRuleScopeSpec() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleScopeSpec = null;


        try {
            // InternalIsolang.g:4414:50: (iv_ruleScopeSpec= ruleScopeSpec EOF )
            // InternalIsolang.g:4415:2: iv_ruleScopeSpec= ruleScopeSpec EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getScopeSpecRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleScopeSpec=ruleScopeSpec();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleScopeSpec; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleScopeSpec"


    // $ANTLR start "ruleScopeSpec"
    // InternalIsolang.g:4421:1: ruleScopeSpec returns [EObject current=null] : (otherlv_0= 'for' ( (lv_entries_1_0= ruleScopeEntry ) ) (otherlv_2= ',' ( (lv_entries_3_0= ruleScopeEntry ) ) )* ) ;
    public final EObject ruleScopeSpec() throws RecognitionException {
        EObject current = null;

        Token otherlv_0=null;
        Token otherlv_2=null;
        EObject lv_entries_1_0 = null;

        EObject lv_entries_3_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:4427:2: ( (otherlv_0= 'for' ( (lv_entries_1_0= ruleScopeEntry ) ) (otherlv_2= ',' ( (lv_entries_3_0= ruleScopeEntry ) ) )* ) )
            // InternalIsolang.g:4428:2: (otherlv_0= 'for' ( (lv_entries_1_0= ruleScopeEntry ) ) (otherlv_2= ',' ( (lv_entries_3_0= ruleScopeEntry ) ) )* )
            {
            // InternalIsolang.g:4428:2: (otherlv_0= 'for' ( (lv_entries_1_0= ruleScopeEntry ) ) (otherlv_2= ',' ( (lv_entries_3_0= ruleScopeEntry ) ) )* )
            // InternalIsolang.g:4429:3: otherlv_0= 'for' ( (lv_entries_1_0= ruleScopeEntry ) ) (otherlv_2= ',' ( (lv_entries_3_0= ruleScopeEntry ) ) )*
            {
            otherlv_0=(Token)match(input,65,FOLLOW_40); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			newLeafNode(otherlv_0, grammarAccess.getScopeSpecAccess().getForKeyword_0());
              		
            }
            // InternalIsolang.g:4433:3: ( (lv_entries_1_0= ruleScopeEntry ) )
            // InternalIsolang.g:4434:4: (lv_entries_1_0= ruleScopeEntry )
            {
            // InternalIsolang.g:4434:4: (lv_entries_1_0= ruleScopeEntry )
            // InternalIsolang.g:4435:5: lv_entries_1_0= ruleScopeEntry
            {
            if ( state.backtracking==0 ) {

              					newCompositeNode(grammarAccess.getScopeSpecAccess().getEntriesScopeEntryParserRuleCall_1_0());
              				
            }
            pushFollow(FOLLOW_63);
            lv_entries_1_0=ruleScopeEntry();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElementForParent(grammarAccess.getScopeSpecRule());
              					}
              					add(
              						current,
              						"entries",
              						lv_entries_1_0,
              						"isolang.dsl.Isolang.ScopeEntry");
              					afterParserOrEnumRuleCall();
              				
            }

            }


            }

            // InternalIsolang.g:4452:3: (otherlv_2= ',' ( (lv_entries_3_0= ruleScopeEntry ) ) )*
            loop87:
            do {
                int alt87=2;
                int LA87_0 = input.LA(1);

                if ( (LA87_0==26) ) {
                    alt87=1;
                }


                switch (alt87) {
            	case 1 :
            	    // InternalIsolang.g:4453:4: otherlv_2= ',' ( (lv_entries_3_0= ruleScopeEntry ) )
            	    {
            	    otherlv_2=(Token)match(input,26,FOLLOW_40); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(otherlv_2, grammarAccess.getScopeSpecAccess().getCommaKeyword_2_0());
            	      			
            	    }
            	    // InternalIsolang.g:4457:4: ( (lv_entries_3_0= ruleScopeEntry ) )
            	    // InternalIsolang.g:4458:5: (lv_entries_3_0= ruleScopeEntry )
            	    {
            	    // InternalIsolang.g:4458:5: (lv_entries_3_0= ruleScopeEntry )
            	    // InternalIsolang.g:4459:6: lv_entries_3_0= ruleScopeEntry
            	    {
            	    if ( state.backtracking==0 ) {

            	      						newCompositeNode(grammarAccess.getScopeSpecAccess().getEntriesScopeEntryParserRuleCall_2_1_0());
            	      					
            	    }
            	    pushFollow(FOLLOW_63);
            	    lv_entries_3_0=ruleScopeEntry();

            	    state._fsp--;
            	    if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      						if (current==null) {
            	      							current = createModelElementForParent(grammarAccess.getScopeSpecRule());
            	      						}
            	      						add(
            	      							current,
            	      							"entries",
            	      							lv_entries_3_0,
            	      							"isolang.dsl.Isolang.ScopeEntry");
            	      						afterParserOrEnumRuleCall();
            	      					
            	    }

            	    }


            	    }


            	    }
            	    break;

            	default :
            	    break loop87;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleScopeSpec"


    // $ANTLR start "entryRuleScopeEntry"
    // InternalIsolang.g:4481:1: entryRuleScopeEntry returns [EObject current=null] : iv_ruleScopeEntry= ruleScopeEntry EOF ;
    public final EObject entryRuleScopeEntry() throws RecognitionException {
        EObject current = null;

        EObject iv_ruleScopeEntry = null;


        try {
            // InternalIsolang.g:4481:51: (iv_ruleScopeEntry= ruleScopeEntry EOF )
            // InternalIsolang.g:4482:2: iv_ruleScopeEntry= ruleScopeEntry EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getScopeEntryRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleScopeEntry=ruleScopeEntry();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleScopeEntry; 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleScopeEntry"


    // $ANTLR start "ruleScopeEntry"
    // InternalIsolang.g:4488:1: ruleScopeEntry returns [EObject current=null] : ( ( (lv_size_0_0= RULE_INT ) ) ( (lv_dimension_1_0= ruleScopeDimension ) )? ) ;
    public final EObject ruleScopeEntry() throws RecognitionException {
        EObject current = null;

        Token lv_size_0_0=null;
        AntlrDatatypeRuleToken lv_dimension_1_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:4494:2: ( ( ( (lv_size_0_0= RULE_INT ) ) ( (lv_dimension_1_0= ruleScopeDimension ) )? ) )
            // InternalIsolang.g:4495:2: ( ( (lv_size_0_0= RULE_INT ) ) ( (lv_dimension_1_0= ruleScopeDimension ) )? )
            {
            // InternalIsolang.g:4495:2: ( ( (lv_size_0_0= RULE_INT ) ) ( (lv_dimension_1_0= ruleScopeDimension ) )? )
            // InternalIsolang.g:4496:3: ( (lv_size_0_0= RULE_INT ) ) ( (lv_dimension_1_0= ruleScopeDimension ) )?
            {
            // InternalIsolang.g:4496:3: ( (lv_size_0_0= RULE_INT ) )
            // InternalIsolang.g:4497:4: (lv_size_0_0= RULE_INT )
            {
            // InternalIsolang.g:4497:4: (lv_size_0_0= RULE_INT )
            // InternalIsolang.g:4498:5: lv_size_0_0= RULE_INT
            {
            lv_size_0_0=(Token)match(input,RULE_INT,FOLLOW_64); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              					newLeafNode(lv_size_0_0, grammarAccess.getScopeEntryAccess().getSizeINTTerminalRuleCall_0_0());
              				
            }
            if ( state.backtracking==0 ) {

              					if (current==null) {
              						current = createModelElement(grammarAccess.getScopeEntryRule());
              					}
              					setWithLastConsumed(
              						current,
              						"size",
              						lv_size_0_0,
              						"org.eclipse.xtext.common.Terminals.INT");
              				
            }

            }


            }

            // InternalIsolang.g:4514:3: ( (lv_dimension_1_0= ruleScopeDimension ) )?
            int alt88=2;
            int LA88_0 = input.LA(1);

            if ( (LA88_0==RULE_ID||LA88_0==66) ) {
                alt88=1;
            }
            switch (alt88) {
                case 1 :
                    // InternalIsolang.g:4515:4: (lv_dimension_1_0= ruleScopeDimension )
                    {
                    // InternalIsolang.g:4515:4: (lv_dimension_1_0= ruleScopeDimension )
                    // InternalIsolang.g:4516:5: lv_dimension_1_0= ruleScopeDimension
                    {
                    if ( state.backtracking==0 ) {

                      					newCompositeNode(grammarAccess.getScopeEntryAccess().getDimensionScopeDimensionParserRuleCall_1_0());
                      				
                    }
                    pushFollow(FOLLOW_2);
                    lv_dimension_1_0=ruleScopeDimension();

                    state._fsp--;
                    if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      					if (current==null) {
                      						current = createModelElementForParent(grammarAccess.getScopeEntryRule());
                      					}
                      					set(
                      						current,
                      						"dimension",
                      						lv_dimension_1_0,
                      						"isolang.dsl.Isolang.ScopeDimension");
                      					afterParserOrEnumRuleCall();
                      				
                    }

                    }


                    }
                    break;

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleScopeEntry"


    // $ANTLR start "entryRuleScopeDimension"
    // InternalIsolang.g:4537:1: entryRuleScopeDimension returns [String current=null] : iv_ruleScopeDimension= ruleScopeDimension EOF ;
    public final String entryRuleScopeDimension() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleScopeDimension = null;


        try {
            // InternalIsolang.g:4537:54: (iv_ruleScopeDimension= ruleScopeDimension EOF )
            // InternalIsolang.g:4538:2: iv_ruleScopeDimension= ruleScopeDimension EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getScopeDimensionRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleScopeDimension=ruleScopeDimension();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleScopeDimension.getText(); 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleScopeDimension"


    // $ANTLR start "ruleScopeDimension"
    // InternalIsolang.g:4544:1: ruleScopeDimension returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID | kw= 'ops' ) ;
    public final AntlrDatatypeRuleToken ruleScopeDimension() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;


        	enterRule();

        try {
            // InternalIsolang.g:4550:2: ( (this_ID_0= RULE_ID | kw= 'ops' ) )
            // InternalIsolang.g:4551:2: (this_ID_0= RULE_ID | kw= 'ops' )
            {
            // InternalIsolang.g:4551:2: (this_ID_0= RULE_ID | kw= 'ops' )
            int alt89=2;
            int LA89_0 = input.LA(1);

            if ( (LA89_0==RULE_ID) ) {
                alt89=1;
            }
            else if ( (LA89_0==66) ) {
                alt89=2;
            }
            else {
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 89, 0, input);

                throw nvae;
            }
            switch (alt89) {
                case 1 :
                    // InternalIsolang.g:4552:3: this_ID_0= RULE_ID
                    {
                    this_ID_0=(Token)match(input,RULE_ID,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current.merge(this_ID_0);
                      		
                    }
                    if ( state.backtracking==0 ) {

                      			newLeafNode(this_ID_0, grammarAccess.getScopeDimensionAccess().getIDTerminalRuleCall_0());
                      		
                    }

                    }
                    break;
                case 2 :
                    // InternalIsolang.g:4560:3: kw= 'ops'
                    {
                    kw=(Token)match(input,66,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      			current.merge(kw);
                      			newLeafNode(kw, grammarAccess.getScopeDimensionAccess().getOpsKeyword_1());
                      		
                    }

                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleScopeDimension"


    // $ANTLR start "entryRuleQualifiedName"
    // InternalIsolang.g:4569:1: entryRuleQualifiedName returns [String current=null] : iv_ruleQualifiedName= ruleQualifiedName EOF ;
    public final String entryRuleQualifiedName() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleQualifiedName = null;


        try {
            // InternalIsolang.g:4569:53: (iv_ruleQualifiedName= ruleQualifiedName EOF )
            // InternalIsolang.g:4570:2: iv_ruleQualifiedName= ruleQualifiedName EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getQualifiedNameRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleQualifiedName=ruleQualifiedName();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleQualifiedName.getText(); 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleQualifiedName"


    // $ANTLR start "ruleQualifiedName"
    // InternalIsolang.g:4576:1: ruleQualifiedName returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* ) ;
    public final AntlrDatatypeRuleToken ruleQualifiedName() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token this_ID_0=null;
        Token kw=null;
        Token this_ID_2=null;


        	enterRule();

        try {
            // InternalIsolang.g:4582:2: ( (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* ) )
            // InternalIsolang.g:4583:2: (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* )
            {
            // InternalIsolang.g:4583:2: (this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )* )
            // InternalIsolang.g:4584:3: this_ID_0= RULE_ID (kw= '.' this_ID_2= RULE_ID )*
            {
            this_ID_0=(Token)match(input,RULE_ID,FOLLOW_33); if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current.merge(this_ID_0);
              		
            }
            if ( state.backtracking==0 ) {

              			newLeafNode(this_ID_0, grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_0());
              		
            }
            // InternalIsolang.g:4591:3: (kw= '.' this_ID_2= RULE_ID )*
            loop90:
            do {
                int alt90=2;
                int LA90_0 = input.LA(1);

                if ( (LA90_0==43) ) {
                    int LA90_2 = input.LA(2);

                    if ( (LA90_2==RULE_ID) ) {
                        alt90=1;
                    }


                }


                switch (alt90) {
            	case 1 :
            	    // InternalIsolang.g:4592:4: kw= '.' this_ID_2= RULE_ID
            	    {
            	    kw=(Token)match(input,43,FOLLOW_3); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				current.merge(kw);
            	      				newLeafNode(kw, grammarAccess.getQualifiedNameAccess().getFullStopKeyword_1_0());
            	      			
            	    }
            	    this_ID_2=(Token)match(input,RULE_ID,FOLLOW_33); if (state.failed) return current;
            	    if ( state.backtracking==0 ) {

            	      				current.merge(this_ID_2);
            	      			
            	    }
            	    if ( state.backtracking==0 ) {

            	      				newLeafNode(this_ID_2, grammarAccess.getQualifiedNameAccess().getIDTerminalRuleCall_1_1());
            	      			
            	    }

            	    }
            	    break;

            	default :
            	    break loop90;
                }
            } while (true);


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleQualifiedName"


    // $ANTLR start "entryRuleQualifiedNameWithWildcard"
    // InternalIsolang.g:4609:1: entryRuleQualifiedNameWithWildcard returns [String current=null] : iv_ruleQualifiedNameWithWildcard= ruleQualifiedNameWithWildcard EOF ;
    public final String entryRuleQualifiedNameWithWildcard() throws RecognitionException {
        String current = null;

        AntlrDatatypeRuleToken iv_ruleQualifiedNameWithWildcard = null;


        try {
            // InternalIsolang.g:4609:65: (iv_ruleQualifiedNameWithWildcard= ruleQualifiedNameWithWildcard EOF )
            // InternalIsolang.g:4610:2: iv_ruleQualifiedNameWithWildcard= ruleQualifiedNameWithWildcard EOF
            {
            if ( state.backtracking==0 ) {
               newCompositeNode(grammarAccess.getQualifiedNameWithWildcardRule()); 
            }
            pushFollow(FOLLOW_1);
            iv_ruleQualifiedNameWithWildcard=ruleQualifiedNameWithWildcard();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {
               current =iv_ruleQualifiedNameWithWildcard.getText(); 
            }
            match(input,EOF,FOLLOW_2); if (state.failed) return current;

            }

        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "entryRuleQualifiedNameWithWildcard"


    // $ANTLR start "ruleQualifiedNameWithWildcard"
    // InternalIsolang.g:4616:1: ruleQualifiedNameWithWildcard returns [AntlrDatatypeRuleToken current=new AntlrDatatypeRuleToken()] : (this_QualifiedName_0= ruleQualifiedName (kw= '.' kw= '*' )? ) ;
    public final AntlrDatatypeRuleToken ruleQualifiedNameWithWildcard() throws RecognitionException {
        AntlrDatatypeRuleToken current = new AntlrDatatypeRuleToken();

        Token kw=null;
        AntlrDatatypeRuleToken this_QualifiedName_0 = null;



        	enterRule();

        try {
            // InternalIsolang.g:4622:2: ( (this_QualifiedName_0= ruleQualifiedName (kw= '.' kw= '*' )? ) )
            // InternalIsolang.g:4623:2: (this_QualifiedName_0= ruleQualifiedName (kw= '.' kw= '*' )? )
            {
            // InternalIsolang.g:4623:2: (this_QualifiedName_0= ruleQualifiedName (kw= '.' kw= '*' )? )
            // InternalIsolang.g:4624:3: this_QualifiedName_0= ruleQualifiedName (kw= '.' kw= '*' )?
            {
            if ( state.backtracking==0 ) {

              			newCompositeNode(grammarAccess.getQualifiedNameWithWildcardAccess().getQualifiedNameParserRuleCall_0());
              		
            }
            pushFollow(FOLLOW_33);
            this_QualifiedName_0=ruleQualifiedName();

            state._fsp--;
            if (state.failed) return current;
            if ( state.backtracking==0 ) {

              			current.merge(this_QualifiedName_0);
              		
            }
            if ( state.backtracking==0 ) {

              			afterParserOrEnumRuleCall();
              		
            }
            // InternalIsolang.g:4634:3: (kw= '.' kw= '*' )?
            int alt91=2;
            int LA91_0 = input.LA(1);

            if ( (LA91_0==43) ) {
                alt91=1;
            }
            switch (alt91) {
                case 1 :
                    // InternalIsolang.g:4635:4: kw= '.' kw= '*'
                    {
                    kw=(Token)match(input,43,FOLLOW_65); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current.merge(kw);
                      				newLeafNode(kw, grammarAccess.getQualifiedNameWithWildcardAccess().getFullStopKeyword_1_0());
                      			
                    }
                    kw=(Token)match(input,46,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current.merge(kw);
                      				newLeafNode(kw, grammarAccess.getQualifiedNameWithWildcardAccess().getAsteriskKeyword_1_1());
                      			
                    }

                    }
                    break;

            }


            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleQualifiedNameWithWildcard"


    // $ANTLR start "ruleSort"
    // InternalIsolang.g:4650:1: ruleSort returns [Enumerator current=null] : ( (enumLiteral_0= 'Txn' ) | (enumLiteral_1= 'Obj' ) | (enumLiteral_2= 'Val' ) | (enumLiteral_3= 'Op' ) | (enumLiteral_4= 'Step' ) ) ;
    public final Enumerator ruleSort() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;


        	enterRule();

        try {
            // InternalIsolang.g:4656:2: ( ( (enumLiteral_0= 'Txn' ) | (enumLiteral_1= 'Obj' ) | (enumLiteral_2= 'Val' ) | (enumLiteral_3= 'Op' ) | (enumLiteral_4= 'Step' ) ) )
            // InternalIsolang.g:4657:2: ( (enumLiteral_0= 'Txn' ) | (enumLiteral_1= 'Obj' ) | (enumLiteral_2= 'Val' ) | (enumLiteral_3= 'Op' ) | (enumLiteral_4= 'Step' ) )
            {
            // InternalIsolang.g:4657:2: ( (enumLiteral_0= 'Txn' ) | (enumLiteral_1= 'Obj' ) | (enumLiteral_2= 'Val' ) | (enumLiteral_3= 'Op' ) | (enumLiteral_4= 'Step' ) )
            int alt92=5;
            switch ( input.LA(1) ) {
            case 67:
                {
                alt92=1;
                }
                break;
            case 68:
                {
                alt92=2;
                }
                break;
            case 69:
                {
                alt92=3;
                }
                break;
            case 70:
                {
                alt92=4;
                }
                break;
            case 71:
                {
                alt92=5;
                }
                break;
            default:
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 92, 0, input);

                throw nvae;
            }

            switch (alt92) {
                case 1 :
                    // InternalIsolang.g:4658:3: (enumLiteral_0= 'Txn' )
                    {
                    // InternalIsolang.g:4658:3: (enumLiteral_0= 'Txn' )
                    // InternalIsolang.g:4659:4: enumLiteral_0= 'Txn'
                    {
                    enumLiteral_0=(Token)match(input,67,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getSortAccess().getTXNEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_0, grammarAccess.getSortAccess().getTXNEnumLiteralDeclaration_0());
                      			
                    }

                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:4666:3: (enumLiteral_1= 'Obj' )
                    {
                    // InternalIsolang.g:4666:3: (enumLiteral_1= 'Obj' )
                    // InternalIsolang.g:4667:4: enumLiteral_1= 'Obj'
                    {
                    enumLiteral_1=(Token)match(input,68,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getSortAccess().getOBJEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_1, grammarAccess.getSortAccess().getOBJEnumLiteralDeclaration_1());
                      			
                    }

                    }


                    }
                    break;
                case 3 :
                    // InternalIsolang.g:4674:3: (enumLiteral_2= 'Val' )
                    {
                    // InternalIsolang.g:4674:3: (enumLiteral_2= 'Val' )
                    // InternalIsolang.g:4675:4: enumLiteral_2= 'Val'
                    {
                    enumLiteral_2=(Token)match(input,69,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getSortAccess().getVALEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_2, grammarAccess.getSortAccess().getVALEnumLiteralDeclaration_2());
                      			
                    }

                    }


                    }
                    break;
                case 4 :
                    // InternalIsolang.g:4682:3: (enumLiteral_3= 'Op' )
                    {
                    // InternalIsolang.g:4682:3: (enumLiteral_3= 'Op' )
                    // InternalIsolang.g:4683:4: enumLiteral_3= 'Op'
                    {
                    enumLiteral_3=(Token)match(input,70,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getSortAccess().getOPEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_3, grammarAccess.getSortAccess().getOPEnumLiteralDeclaration_3());
                      			
                    }

                    }


                    }
                    break;
                case 5 :
                    // InternalIsolang.g:4690:3: (enumLiteral_4= 'Step' )
                    {
                    // InternalIsolang.g:4690:3: (enumLiteral_4= 'Step' )
                    // InternalIsolang.g:4691:4: enumLiteral_4= 'Step'
                    {
                    enumLiteral_4=(Token)match(input,71,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getSortAccess().getSTEPEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_4, grammarAccess.getSortAccess().getSTEPEnumLiteralDeclaration_4());
                      			
                    }

                    }


                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleSort"


    // $ANTLR start "ruleMult"
    // InternalIsolang.g:4701:1: ruleMult returns [Enumerator current=null] : ( (enumLiteral_0= 'no' ) | (enumLiteral_1= 'some' ) | (enumLiteral_2= 'one' ) | (enumLiteral_3= 'lone' ) ) ;
    public final Enumerator ruleMult() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;


        	enterRule();

        try {
            // InternalIsolang.g:4707:2: ( ( (enumLiteral_0= 'no' ) | (enumLiteral_1= 'some' ) | (enumLiteral_2= 'one' ) | (enumLiteral_3= 'lone' ) ) )
            // InternalIsolang.g:4708:2: ( (enumLiteral_0= 'no' ) | (enumLiteral_1= 'some' ) | (enumLiteral_2= 'one' ) | (enumLiteral_3= 'lone' ) )
            {
            // InternalIsolang.g:4708:2: ( (enumLiteral_0= 'no' ) | (enumLiteral_1= 'some' ) | (enumLiteral_2= 'one' ) | (enumLiteral_3= 'lone' ) )
            int alt93=4;
            switch ( input.LA(1) ) {
            case 72:
                {
                alt93=1;
                }
                break;
            case 73:
                {
                alt93=2;
                }
                break;
            case 74:
                {
                alt93=3;
                }
                break;
            case 75:
                {
                alt93=4;
                }
                break;
            default:
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 93, 0, input);

                throw nvae;
            }

            switch (alt93) {
                case 1 :
                    // InternalIsolang.g:4709:3: (enumLiteral_0= 'no' )
                    {
                    // InternalIsolang.g:4709:3: (enumLiteral_0= 'no' )
                    // InternalIsolang.g:4710:4: enumLiteral_0= 'no'
                    {
                    enumLiteral_0=(Token)match(input,72,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getMultAccess().getNOEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_0, grammarAccess.getMultAccess().getNOEnumLiteralDeclaration_0());
                      			
                    }

                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:4717:3: (enumLiteral_1= 'some' )
                    {
                    // InternalIsolang.g:4717:3: (enumLiteral_1= 'some' )
                    // InternalIsolang.g:4718:4: enumLiteral_1= 'some'
                    {
                    enumLiteral_1=(Token)match(input,73,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getMultAccess().getSOMEEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_1, grammarAccess.getMultAccess().getSOMEEnumLiteralDeclaration_1());
                      			
                    }

                    }


                    }
                    break;
                case 3 :
                    // InternalIsolang.g:4725:3: (enumLiteral_2= 'one' )
                    {
                    // InternalIsolang.g:4725:3: (enumLiteral_2= 'one' )
                    // InternalIsolang.g:4726:4: enumLiteral_2= 'one'
                    {
                    enumLiteral_2=(Token)match(input,74,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getMultAccess().getONEEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_2, grammarAccess.getMultAccess().getONEEnumLiteralDeclaration_2());
                      			
                    }

                    }


                    }
                    break;
                case 4 :
                    // InternalIsolang.g:4733:3: (enumLiteral_3= 'lone' )
                    {
                    // InternalIsolang.g:4733:3: (enumLiteral_3= 'lone' )
                    // InternalIsolang.g:4734:4: enumLiteral_3= 'lone'
                    {
                    enumLiteral_3=(Token)match(input,75,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getMultAccess().getLONEEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_3, grammarAccess.getMultAccess().getLONEEnumLiteralDeclaration_3());
                      			
                    }

                    }


                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleMult"


    // $ANTLR start "ruleQuantifier"
    // InternalIsolang.g:4744:1: ruleQuantifier returns [Enumerator current=null] : ( (enumLiteral_0= 'all' ) | (enumLiteral_1= 'some' ) | (enumLiteral_2= 'no' ) | (enumLiteral_3= 'one' ) | (enumLiteral_4= 'lone' ) ) ;
    public final Enumerator ruleQuantifier() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;


        	enterRule();

        try {
            // InternalIsolang.g:4750:2: ( ( (enumLiteral_0= 'all' ) | (enumLiteral_1= 'some' ) | (enumLiteral_2= 'no' ) | (enumLiteral_3= 'one' ) | (enumLiteral_4= 'lone' ) ) )
            // InternalIsolang.g:4751:2: ( (enumLiteral_0= 'all' ) | (enumLiteral_1= 'some' ) | (enumLiteral_2= 'no' ) | (enumLiteral_3= 'one' ) | (enumLiteral_4= 'lone' ) )
            {
            // InternalIsolang.g:4751:2: ( (enumLiteral_0= 'all' ) | (enumLiteral_1= 'some' ) | (enumLiteral_2= 'no' ) | (enumLiteral_3= 'one' ) | (enumLiteral_4= 'lone' ) )
            int alt94=5;
            switch ( input.LA(1) ) {
            case 76:
                {
                alt94=1;
                }
                break;
            case 73:
                {
                alt94=2;
                }
                break;
            case 72:
                {
                alt94=3;
                }
                break;
            case 74:
                {
                alt94=4;
                }
                break;
            case 75:
                {
                alt94=5;
                }
                break;
            default:
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 94, 0, input);

                throw nvae;
            }

            switch (alt94) {
                case 1 :
                    // InternalIsolang.g:4752:3: (enumLiteral_0= 'all' )
                    {
                    // InternalIsolang.g:4752:3: (enumLiteral_0= 'all' )
                    // InternalIsolang.g:4753:4: enumLiteral_0= 'all'
                    {
                    enumLiteral_0=(Token)match(input,76,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getQuantifierAccess().getALLEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_0, grammarAccess.getQuantifierAccess().getALLEnumLiteralDeclaration_0());
                      			
                    }

                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:4760:3: (enumLiteral_1= 'some' )
                    {
                    // InternalIsolang.g:4760:3: (enumLiteral_1= 'some' )
                    // InternalIsolang.g:4761:4: enumLiteral_1= 'some'
                    {
                    enumLiteral_1=(Token)match(input,73,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getQuantifierAccess().getSOMEEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_1, grammarAccess.getQuantifierAccess().getSOMEEnumLiteralDeclaration_1());
                      			
                    }

                    }


                    }
                    break;
                case 3 :
                    // InternalIsolang.g:4768:3: (enumLiteral_2= 'no' )
                    {
                    // InternalIsolang.g:4768:3: (enumLiteral_2= 'no' )
                    // InternalIsolang.g:4769:4: enumLiteral_2= 'no'
                    {
                    enumLiteral_2=(Token)match(input,72,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getQuantifierAccess().getNOEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_2, grammarAccess.getQuantifierAccess().getNOEnumLiteralDeclaration_2());
                      			
                    }

                    }


                    }
                    break;
                case 4 :
                    // InternalIsolang.g:4776:3: (enumLiteral_3= 'one' )
                    {
                    // InternalIsolang.g:4776:3: (enumLiteral_3= 'one' )
                    // InternalIsolang.g:4777:4: enumLiteral_3= 'one'
                    {
                    enumLiteral_3=(Token)match(input,74,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getQuantifierAccess().getONEEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_3, grammarAccess.getQuantifierAccess().getONEEnumLiteralDeclaration_3());
                      			
                    }

                    }


                    }
                    break;
                case 5 :
                    // InternalIsolang.g:4784:3: (enumLiteral_4= 'lone' )
                    {
                    // InternalIsolang.g:4784:3: (enumLiteral_4= 'lone' )
                    // InternalIsolang.g:4785:4: enumLiteral_4= 'lone'
                    {
                    enumLiteral_4=(Token)match(input,75,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getQuantifierAccess().getLONEEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_4, grammarAccess.getQuantifierAccess().getLONEEnumLiteralDeclaration_4());
                      			
                    }

                    }


                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleQuantifier"


    // $ANTLR start "ruleBuiltinName"
    // InternalIsolang.g:4795:1: ruleBuiltinName returns [Enumerator current=null] : ( (enumLiteral_0= 'Txn' ) | (enumLiteral_1= 'Obj' ) | (enumLiteral_2= 'Val' ) | (enumLiteral_3= 'Op' ) | (enumLiteral_4= 'init' ) | (enumLiteral_5= 'reads' ) | (enumLiteral_6= 'writes' ) | (enumLiteral_7= 'so' ) | (enumLiteral_8= 'wr' ) | (enumLiteral_9= 'writers' ) | (enumLiteral_10= 'readers' ) | (enumLiteral_11= 'ops' ) | (enumLiteral_12= 'po' ) | (enumLiteral_13= 'opObj' ) | (enumLiteral_14= 'opVal' ) | (enumLiteral_15= 'ReadOp' ) | (enumLiteral_16= 'WriteOp' ) | (enumLiteral_17= 'wrOp' ) | (enumLiteral_18= 'iden' ) | (enumLiteral_19= 'none' ) | (enumLiteral_20= 'univ' ) | (enumLiteral_21= 'Step' ) | (enumLiteral_22= 'earlier' ) | (enumLiteral_23= 'rt' ) ) ;
    public final Enumerator ruleBuiltinName() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;
        Token enumLiteral_5=null;
        Token enumLiteral_6=null;
        Token enumLiteral_7=null;
        Token enumLiteral_8=null;
        Token enumLiteral_9=null;
        Token enumLiteral_10=null;
        Token enumLiteral_11=null;
        Token enumLiteral_12=null;
        Token enumLiteral_13=null;
        Token enumLiteral_14=null;
        Token enumLiteral_15=null;
        Token enumLiteral_16=null;
        Token enumLiteral_17=null;
        Token enumLiteral_18=null;
        Token enumLiteral_19=null;
        Token enumLiteral_20=null;
        Token enumLiteral_21=null;
        Token enumLiteral_22=null;
        Token enumLiteral_23=null;


        	enterRule();

        try {
            // InternalIsolang.g:4801:2: ( ( (enumLiteral_0= 'Txn' ) | (enumLiteral_1= 'Obj' ) | (enumLiteral_2= 'Val' ) | (enumLiteral_3= 'Op' ) | (enumLiteral_4= 'init' ) | (enumLiteral_5= 'reads' ) | (enumLiteral_6= 'writes' ) | (enumLiteral_7= 'so' ) | (enumLiteral_8= 'wr' ) | (enumLiteral_9= 'writers' ) | (enumLiteral_10= 'readers' ) | (enumLiteral_11= 'ops' ) | (enumLiteral_12= 'po' ) | (enumLiteral_13= 'opObj' ) | (enumLiteral_14= 'opVal' ) | (enumLiteral_15= 'ReadOp' ) | (enumLiteral_16= 'WriteOp' ) | (enumLiteral_17= 'wrOp' ) | (enumLiteral_18= 'iden' ) | (enumLiteral_19= 'none' ) | (enumLiteral_20= 'univ' ) | (enumLiteral_21= 'Step' ) | (enumLiteral_22= 'earlier' ) | (enumLiteral_23= 'rt' ) ) )
            // InternalIsolang.g:4802:2: ( (enumLiteral_0= 'Txn' ) | (enumLiteral_1= 'Obj' ) | (enumLiteral_2= 'Val' ) | (enumLiteral_3= 'Op' ) | (enumLiteral_4= 'init' ) | (enumLiteral_5= 'reads' ) | (enumLiteral_6= 'writes' ) | (enumLiteral_7= 'so' ) | (enumLiteral_8= 'wr' ) | (enumLiteral_9= 'writers' ) | (enumLiteral_10= 'readers' ) | (enumLiteral_11= 'ops' ) | (enumLiteral_12= 'po' ) | (enumLiteral_13= 'opObj' ) | (enumLiteral_14= 'opVal' ) | (enumLiteral_15= 'ReadOp' ) | (enumLiteral_16= 'WriteOp' ) | (enumLiteral_17= 'wrOp' ) | (enumLiteral_18= 'iden' ) | (enumLiteral_19= 'none' ) | (enumLiteral_20= 'univ' ) | (enumLiteral_21= 'Step' ) | (enumLiteral_22= 'earlier' ) | (enumLiteral_23= 'rt' ) )
            {
            // InternalIsolang.g:4802:2: ( (enumLiteral_0= 'Txn' ) | (enumLiteral_1= 'Obj' ) | (enumLiteral_2= 'Val' ) | (enumLiteral_3= 'Op' ) | (enumLiteral_4= 'init' ) | (enumLiteral_5= 'reads' ) | (enumLiteral_6= 'writes' ) | (enumLiteral_7= 'so' ) | (enumLiteral_8= 'wr' ) | (enumLiteral_9= 'writers' ) | (enumLiteral_10= 'readers' ) | (enumLiteral_11= 'ops' ) | (enumLiteral_12= 'po' ) | (enumLiteral_13= 'opObj' ) | (enumLiteral_14= 'opVal' ) | (enumLiteral_15= 'ReadOp' ) | (enumLiteral_16= 'WriteOp' ) | (enumLiteral_17= 'wrOp' ) | (enumLiteral_18= 'iden' ) | (enumLiteral_19= 'none' ) | (enumLiteral_20= 'univ' ) | (enumLiteral_21= 'Step' ) | (enumLiteral_22= 'earlier' ) | (enumLiteral_23= 'rt' ) )
            int alt95=24;
            switch ( input.LA(1) ) {
            case 67:
                {
                alt95=1;
                }
                break;
            case 68:
                {
                alt95=2;
                }
                break;
            case 69:
                {
                alt95=3;
                }
                break;
            case 70:
                {
                alt95=4;
                }
                break;
            case 77:
                {
                alt95=5;
                }
                break;
            case 78:
                {
                alt95=6;
                }
                break;
            case 79:
                {
                alt95=7;
                }
                break;
            case 80:
                {
                alt95=8;
                }
                break;
            case 81:
                {
                alt95=9;
                }
                break;
            case 82:
                {
                alt95=10;
                }
                break;
            case 83:
                {
                alt95=11;
                }
                break;
            case 66:
                {
                alt95=12;
                }
                break;
            case 84:
                {
                alt95=13;
                }
                break;
            case 85:
                {
                alt95=14;
                }
                break;
            case 86:
                {
                alt95=15;
                }
                break;
            case 87:
                {
                alt95=16;
                }
                break;
            case 88:
                {
                alt95=17;
                }
                break;
            case 89:
                {
                alt95=18;
                }
                break;
            case 90:
                {
                alt95=19;
                }
                break;
            case 91:
                {
                alt95=20;
                }
                break;
            case 92:
                {
                alt95=21;
                }
                break;
            case 71:
                {
                alt95=22;
                }
                break;
            case 93:
                {
                alt95=23;
                }
                break;
            case 94:
                {
                alt95=24;
                }
                break;
            default:
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 95, 0, input);

                throw nvae;
            }

            switch (alt95) {
                case 1 :
                    // InternalIsolang.g:4803:3: (enumLiteral_0= 'Txn' )
                    {
                    // InternalIsolang.g:4803:3: (enumLiteral_0= 'Txn' )
                    // InternalIsolang.g:4804:4: enumLiteral_0= 'Txn'
                    {
                    enumLiteral_0=(Token)match(input,67,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getTXNEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_0, grammarAccess.getBuiltinNameAccess().getTXNEnumLiteralDeclaration_0());
                      			
                    }

                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:4811:3: (enumLiteral_1= 'Obj' )
                    {
                    // InternalIsolang.g:4811:3: (enumLiteral_1= 'Obj' )
                    // InternalIsolang.g:4812:4: enumLiteral_1= 'Obj'
                    {
                    enumLiteral_1=(Token)match(input,68,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getOBJEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_1, grammarAccess.getBuiltinNameAccess().getOBJEnumLiteralDeclaration_1());
                      			
                    }

                    }


                    }
                    break;
                case 3 :
                    // InternalIsolang.g:4819:3: (enumLiteral_2= 'Val' )
                    {
                    // InternalIsolang.g:4819:3: (enumLiteral_2= 'Val' )
                    // InternalIsolang.g:4820:4: enumLiteral_2= 'Val'
                    {
                    enumLiteral_2=(Token)match(input,69,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getVALEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_2, grammarAccess.getBuiltinNameAccess().getVALEnumLiteralDeclaration_2());
                      			
                    }

                    }


                    }
                    break;
                case 4 :
                    // InternalIsolang.g:4827:3: (enumLiteral_3= 'Op' )
                    {
                    // InternalIsolang.g:4827:3: (enumLiteral_3= 'Op' )
                    // InternalIsolang.g:4828:4: enumLiteral_3= 'Op'
                    {
                    enumLiteral_3=(Token)match(input,70,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getOPEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_3, grammarAccess.getBuiltinNameAccess().getOPEnumLiteralDeclaration_3());
                      			
                    }

                    }


                    }
                    break;
                case 5 :
                    // InternalIsolang.g:4835:3: (enumLiteral_4= 'init' )
                    {
                    // InternalIsolang.g:4835:3: (enumLiteral_4= 'init' )
                    // InternalIsolang.g:4836:4: enumLiteral_4= 'init'
                    {
                    enumLiteral_4=(Token)match(input,77,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getINITEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_4, grammarAccess.getBuiltinNameAccess().getINITEnumLiteralDeclaration_4());
                      			
                    }

                    }


                    }
                    break;
                case 6 :
                    // InternalIsolang.g:4843:3: (enumLiteral_5= 'reads' )
                    {
                    // InternalIsolang.g:4843:3: (enumLiteral_5= 'reads' )
                    // InternalIsolang.g:4844:4: enumLiteral_5= 'reads'
                    {
                    enumLiteral_5=(Token)match(input,78,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getREADSEnumLiteralDeclaration_5().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_5, grammarAccess.getBuiltinNameAccess().getREADSEnumLiteralDeclaration_5());
                      			
                    }

                    }


                    }
                    break;
                case 7 :
                    // InternalIsolang.g:4851:3: (enumLiteral_6= 'writes' )
                    {
                    // InternalIsolang.g:4851:3: (enumLiteral_6= 'writes' )
                    // InternalIsolang.g:4852:4: enumLiteral_6= 'writes'
                    {
                    enumLiteral_6=(Token)match(input,79,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getWRITESEnumLiteralDeclaration_6().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_6, grammarAccess.getBuiltinNameAccess().getWRITESEnumLiteralDeclaration_6());
                      			
                    }

                    }


                    }
                    break;
                case 8 :
                    // InternalIsolang.g:4859:3: (enumLiteral_7= 'so' )
                    {
                    // InternalIsolang.g:4859:3: (enumLiteral_7= 'so' )
                    // InternalIsolang.g:4860:4: enumLiteral_7= 'so'
                    {
                    enumLiteral_7=(Token)match(input,80,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getSOEnumLiteralDeclaration_7().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_7, grammarAccess.getBuiltinNameAccess().getSOEnumLiteralDeclaration_7());
                      			
                    }

                    }


                    }
                    break;
                case 9 :
                    // InternalIsolang.g:4867:3: (enumLiteral_8= 'wr' )
                    {
                    // InternalIsolang.g:4867:3: (enumLiteral_8= 'wr' )
                    // InternalIsolang.g:4868:4: enumLiteral_8= 'wr'
                    {
                    enumLiteral_8=(Token)match(input,81,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getWREnumLiteralDeclaration_8().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_8, grammarAccess.getBuiltinNameAccess().getWREnumLiteralDeclaration_8());
                      			
                    }

                    }


                    }
                    break;
                case 10 :
                    // InternalIsolang.g:4875:3: (enumLiteral_9= 'writers' )
                    {
                    // InternalIsolang.g:4875:3: (enumLiteral_9= 'writers' )
                    // InternalIsolang.g:4876:4: enumLiteral_9= 'writers'
                    {
                    enumLiteral_9=(Token)match(input,82,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getWRITERSEnumLiteralDeclaration_9().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_9, grammarAccess.getBuiltinNameAccess().getWRITERSEnumLiteralDeclaration_9());
                      			
                    }

                    }


                    }
                    break;
                case 11 :
                    // InternalIsolang.g:4883:3: (enumLiteral_10= 'readers' )
                    {
                    // InternalIsolang.g:4883:3: (enumLiteral_10= 'readers' )
                    // InternalIsolang.g:4884:4: enumLiteral_10= 'readers'
                    {
                    enumLiteral_10=(Token)match(input,83,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getREADERSEnumLiteralDeclaration_10().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_10, grammarAccess.getBuiltinNameAccess().getREADERSEnumLiteralDeclaration_10());
                      			
                    }

                    }


                    }
                    break;
                case 12 :
                    // InternalIsolang.g:4891:3: (enumLiteral_11= 'ops' )
                    {
                    // InternalIsolang.g:4891:3: (enumLiteral_11= 'ops' )
                    // InternalIsolang.g:4892:4: enumLiteral_11= 'ops'
                    {
                    enumLiteral_11=(Token)match(input,66,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getOPSEnumLiteralDeclaration_11().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_11, grammarAccess.getBuiltinNameAccess().getOPSEnumLiteralDeclaration_11());
                      			
                    }

                    }


                    }
                    break;
                case 13 :
                    // InternalIsolang.g:4899:3: (enumLiteral_12= 'po' )
                    {
                    // InternalIsolang.g:4899:3: (enumLiteral_12= 'po' )
                    // InternalIsolang.g:4900:4: enumLiteral_12= 'po'
                    {
                    enumLiteral_12=(Token)match(input,84,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getPOEnumLiteralDeclaration_12().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_12, grammarAccess.getBuiltinNameAccess().getPOEnumLiteralDeclaration_12());
                      			
                    }

                    }


                    }
                    break;
                case 14 :
                    // InternalIsolang.g:4907:3: (enumLiteral_13= 'opObj' )
                    {
                    // InternalIsolang.g:4907:3: (enumLiteral_13= 'opObj' )
                    // InternalIsolang.g:4908:4: enumLiteral_13= 'opObj'
                    {
                    enumLiteral_13=(Token)match(input,85,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getOP_OBJEnumLiteralDeclaration_13().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_13, grammarAccess.getBuiltinNameAccess().getOP_OBJEnumLiteralDeclaration_13());
                      			
                    }

                    }


                    }
                    break;
                case 15 :
                    // InternalIsolang.g:4915:3: (enumLiteral_14= 'opVal' )
                    {
                    // InternalIsolang.g:4915:3: (enumLiteral_14= 'opVal' )
                    // InternalIsolang.g:4916:4: enumLiteral_14= 'opVal'
                    {
                    enumLiteral_14=(Token)match(input,86,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getOP_VALEnumLiteralDeclaration_14().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_14, grammarAccess.getBuiltinNameAccess().getOP_VALEnumLiteralDeclaration_14());
                      			
                    }

                    }


                    }
                    break;
                case 16 :
                    // InternalIsolang.g:4923:3: (enumLiteral_15= 'ReadOp' )
                    {
                    // InternalIsolang.g:4923:3: (enumLiteral_15= 'ReadOp' )
                    // InternalIsolang.g:4924:4: enumLiteral_15= 'ReadOp'
                    {
                    enumLiteral_15=(Token)match(input,87,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getREAD_OPEnumLiteralDeclaration_15().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_15, grammarAccess.getBuiltinNameAccess().getREAD_OPEnumLiteralDeclaration_15());
                      			
                    }

                    }


                    }
                    break;
                case 17 :
                    // InternalIsolang.g:4931:3: (enumLiteral_16= 'WriteOp' )
                    {
                    // InternalIsolang.g:4931:3: (enumLiteral_16= 'WriteOp' )
                    // InternalIsolang.g:4932:4: enumLiteral_16= 'WriteOp'
                    {
                    enumLiteral_16=(Token)match(input,88,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getWRITE_OPEnumLiteralDeclaration_16().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_16, grammarAccess.getBuiltinNameAccess().getWRITE_OPEnumLiteralDeclaration_16());
                      			
                    }

                    }


                    }
                    break;
                case 18 :
                    // InternalIsolang.g:4939:3: (enumLiteral_17= 'wrOp' )
                    {
                    // InternalIsolang.g:4939:3: (enumLiteral_17= 'wrOp' )
                    // InternalIsolang.g:4940:4: enumLiteral_17= 'wrOp'
                    {
                    enumLiteral_17=(Token)match(input,89,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getWR_OPEnumLiteralDeclaration_17().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_17, grammarAccess.getBuiltinNameAccess().getWR_OPEnumLiteralDeclaration_17());
                      			
                    }

                    }


                    }
                    break;
                case 19 :
                    // InternalIsolang.g:4947:3: (enumLiteral_18= 'iden' )
                    {
                    // InternalIsolang.g:4947:3: (enumLiteral_18= 'iden' )
                    // InternalIsolang.g:4948:4: enumLiteral_18= 'iden'
                    {
                    enumLiteral_18=(Token)match(input,90,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getIDENEnumLiteralDeclaration_18().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_18, grammarAccess.getBuiltinNameAccess().getIDENEnumLiteralDeclaration_18());
                      			
                    }

                    }


                    }
                    break;
                case 20 :
                    // InternalIsolang.g:4955:3: (enumLiteral_19= 'none' )
                    {
                    // InternalIsolang.g:4955:3: (enumLiteral_19= 'none' )
                    // InternalIsolang.g:4956:4: enumLiteral_19= 'none'
                    {
                    enumLiteral_19=(Token)match(input,91,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getNONEEnumLiteralDeclaration_19().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_19, grammarAccess.getBuiltinNameAccess().getNONEEnumLiteralDeclaration_19());
                      			
                    }

                    }


                    }
                    break;
                case 21 :
                    // InternalIsolang.g:4963:3: (enumLiteral_20= 'univ' )
                    {
                    // InternalIsolang.g:4963:3: (enumLiteral_20= 'univ' )
                    // InternalIsolang.g:4964:4: enumLiteral_20= 'univ'
                    {
                    enumLiteral_20=(Token)match(input,92,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getUNIVEnumLiteralDeclaration_20().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_20, grammarAccess.getBuiltinNameAccess().getUNIVEnumLiteralDeclaration_20());
                      			
                    }

                    }


                    }
                    break;
                case 22 :
                    // InternalIsolang.g:4971:3: (enumLiteral_21= 'Step' )
                    {
                    // InternalIsolang.g:4971:3: (enumLiteral_21= 'Step' )
                    // InternalIsolang.g:4972:4: enumLiteral_21= 'Step'
                    {
                    enumLiteral_21=(Token)match(input,71,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getSTEPEnumLiteralDeclaration_21().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_21, grammarAccess.getBuiltinNameAccess().getSTEPEnumLiteralDeclaration_21());
                      			
                    }

                    }


                    }
                    break;
                case 23 :
                    // InternalIsolang.g:4979:3: (enumLiteral_22= 'earlier' )
                    {
                    // InternalIsolang.g:4979:3: (enumLiteral_22= 'earlier' )
                    // InternalIsolang.g:4980:4: enumLiteral_22= 'earlier'
                    {
                    enumLiteral_22=(Token)match(input,93,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getEARLIEREnumLiteralDeclaration_22().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_22, grammarAccess.getBuiltinNameAccess().getEARLIEREnumLiteralDeclaration_22());
                      			
                    }

                    }


                    }
                    break;
                case 24 :
                    // InternalIsolang.g:4987:3: (enumLiteral_23= 'rt' )
                    {
                    // InternalIsolang.g:4987:3: (enumLiteral_23= 'rt' )
                    // InternalIsolang.g:4988:4: enumLiteral_23= 'rt'
                    {
                    enumLiteral_23=(Token)match(input,94,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getBuiltinNameAccess().getRTEnumLiteralDeclaration_23().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_23, grammarAccess.getBuiltinNameAccess().getRTEnumLiteralDeclaration_23());
                      			
                    }

                    }


                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleBuiltinName"


    // $ANTLR start "ruleRelation"
    // InternalIsolang.g:4998:1: ruleRelation returns [Enumerator current=null] : ( (enumLiteral_0= 'implies' ) | (enumLiteral_1= 'equivalent' ) ) ;
    public final Enumerator ruleRelation() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;


        	enterRule();

        try {
            // InternalIsolang.g:5004:2: ( ( (enumLiteral_0= 'implies' ) | (enumLiteral_1= 'equivalent' ) ) )
            // InternalIsolang.g:5005:2: ( (enumLiteral_0= 'implies' ) | (enumLiteral_1= 'equivalent' ) )
            {
            // InternalIsolang.g:5005:2: ( (enumLiteral_0= 'implies' ) | (enumLiteral_1= 'equivalent' ) )
            int alt96=2;
            int LA96_0 = input.LA(1);

            if ( (LA96_0==32) ) {
                alt96=1;
            }
            else if ( (LA96_0==95) ) {
                alt96=2;
            }
            else {
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 96, 0, input);

                throw nvae;
            }
            switch (alt96) {
                case 1 :
                    // InternalIsolang.g:5006:3: (enumLiteral_0= 'implies' )
                    {
                    // InternalIsolang.g:5006:3: (enumLiteral_0= 'implies' )
                    // InternalIsolang.g:5007:4: enumLiteral_0= 'implies'
                    {
                    enumLiteral_0=(Token)match(input,32,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getRelationAccess().getIMPLIESEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_0, grammarAccess.getRelationAccess().getIMPLIESEnumLiteralDeclaration_0());
                      			
                    }

                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:5014:3: (enumLiteral_1= 'equivalent' )
                    {
                    // InternalIsolang.g:5014:3: (enumLiteral_1= 'equivalent' )
                    // InternalIsolang.g:5015:4: enumLiteral_1= 'equivalent'
                    {
                    enumLiteral_1=(Token)match(input,95,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getRelationAccess().getEQUIVALENTEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_1, grammarAccess.getRelationAccess().getEQUIVALENTEnumLiteralDeclaration_1());
                      			
                    }

                    }


                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleRelation"


    // $ANTLR start "ruleOutcome"
    // InternalIsolang.g:5025:1: ruleOutcome returns [Enumerator current=null] : ( (enumLiteral_0= 'holds' ) | (enumLiteral_1= 'fails' ) | (enumLiteral_2= 'equivalent' ) | (enumLiteral_3= 'distinct' ) | (enumLiteral_4= 'found' ) | (enumLiteral_5= 'none' ) | (enumLiteral_6= 'yes' ) | (enumLiteral_7= 'no' ) ) ;
    public final Enumerator ruleOutcome() throws RecognitionException {
        Enumerator current = null;

        Token enumLiteral_0=null;
        Token enumLiteral_1=null;
        Token enumLiteral_2=null;
        Token enumLiteral_3=null;
        Token enumLiteral_4=null;
        Token enumLiteral_5=null;
        Token enumLiteral_6=null;
        Token enumLiteral_7=null;


        	enterRule();

        try {
            // InternalIsolang.g:5031:2: ( ( (enumLiteral_0= 'holds' ) | (enumLiteral_1= 'fails' ) | (enumLiteral_2= 'equivalent' ) | (enumLiteral_3= 'distinct' ) | (enumLiteral_4= 'found' ) | (enumLiteral_5= 'none' ) | (enumLiteral_6= 'yes' ) | (enumLiteral_7= 'no' ) ) )
            // InternalIsolang.g:5032:2: ( (enumLiteral_0= 'holds' ) | (enumLiteral_1= 'fails' ) | (enumLiteral_2= 'equivalent' ) | (enumLiteral_3= 'distinct' ) | (enumLiteral_4= 'found' ) | (enumLiteral_5= 'none' ) | (enumLiteral_6= 'yes' ) | (enumLiteral_7= 'no' ) )
            {
            // InternalIsolang.g:5032:2: ( (enumLiteral_0= 'holds' ) | (enumLiteral_1= 'fails' ) | (enumLiteral_2= 'equivalent' ) | (enumLiteral_3= 'distinct' ) | (enumLiteral_4= 'found' ) | (enumLiteral_5= 'none' ) | (enumLiteral_6= 'yes' ) | (enumLiteral_7= 'no' ) )
            int alt97=8;
            switch ( input.LA(1) ) {
            case 96:
                {
                alt97=1;
                }
                break;
            case 97:
                {
                alt97=2;
                }
                break;
            case 95:
                {
                alt97=3;
                }
                break;
            case 98:
                {
                alt97=4;
                }
                break;
            case 99:
                {
                alt97=5;
                }
                break;
            case 91:
                {
                alt97=6;
                }
                break;
            case 100:
                {
                alt97=7;
                }
                break;
            case 72:
                {
                alt97=8;
                }
                break;
            default:
                if (state.backtracking>0) {state.failed=true; return current;}
                NoViableAltException nvae =
                    new NoViableAltException("", 97, 0, input);

                throw nvae;
            }

            switch (alt97) {
                case 1 :
                    // InternalIsolang.g:5033:3: (enumLiteral_0= 'holds' )
                    {
                    // InternalIsolang.g:5033:3: (enumLiteral_0= 'holds' )
                    // InternalIsolang.g:5034:4: enumLiteral_0= 'holds'
                    {
                    enumLiteral_0=(Token)match(input,96,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getOutcomeAccess().getHOLDSEnumLiteralDeclaration_0().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_0, grammarAccess.getOutcomeAccess().getHOLDSEnumLiteralDeclaration_0());
                      			
                    }

                    }


                    }
                    break;
                case 2 :
                    // InternalIsolang.g:5041:3: (enumLiteral_1= 'fails' )
                    {
                    // InternalIsolang.g:5041:3: (enumLiteral_1= 'fails' )
                    // InternalIsolang.g:5042:4: enumLiteral_1= 'fails'
                    {
                    enumLiteral_1=(Token)match(input,97,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getOutcomeAccess().getFAILSEnumLiteralDeclaration_1().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_1, grammarAccess.getOutcomeAccess().getFAILSEnumLiteralDeclaration_1());
                      			
                    }

                    }


                    }
                    break;
                case 3 :
                    // InternalIsolang.g:5049:3: (enumLiteral_2= 'equivalent' )
                    {
                    // InternalIsolang.g:5049:3: (enumLiteral_2= 'equivalent' )
                    // InternalIsolang.g:5050:4: enumLiteral_2= 'equivalent'
                    {
                    enumLiteral_2=(Token)match(input,95,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getOutcomeAccess().getEQUIVALENTEnumLiteralDeclaration_2().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_2, grammarAccess.getOutcomeAccess().getEQUIVALENTEnumLiteralDeclaration_2());
                      			
                    }

                    }


                    }
                    break;
                case 4 :
                    // InternalIsolang.g:5057:3: (enumLiteral_3= 'distinct' )
                    {
                    // InternalIsolang.g:5057:3: (enumLiteral_3= 'distinct' )
                    // InternalIsolang.g:5058:4: enumLiteral_3= 'distinct'
                    {
                    enumLiteral_3=(Token)match(input,98,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getOutcomeAccess().getDISTINCTEnumLiteralDeclaration_3().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_3, grammarAccess.getOutcomeAccess().getDISTINCTEnumLiteralDeclaration_3());
                      			
                    }

                    }


                    }
                    break;
                case 5 :
                    // InternalIsolang.g:5065:3: (enumLiteral_4= 'found' )
                    {
                    // InternalIsolang.g:5065:3: (enumLiteral_4= 'found' )
                    // InternalIsolang.g:5066:4: enumLiteral_4= 'found'
                    {
                    enumLiteral_4=(Token)match(input,99,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getOutcomeAccess().getFOUNDEnumLiteralDeclaration_4().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_4, grammarAccess.getOutcomeAccess().getFOUNDEnumLiteralDeclaration_4());
                      			
                    }

                    }


                    }
                    break;
                case 6 :
                    // InternalIsolang.g:5073:3: (enumLiteral_5= 'none' )
                    {
                    // InternalIsolang.g:5073:3: (enumLiteral_5= 'none' )
                    // InternalIsolang.g:5074:4: enumLiteral_5= 'none'
                    {
                    enumLiteral_5=(Token)match(input,91,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getOutcomeAccess().getNONEEnumLiteralDeclaration_5().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_5, grammarAccess.getOutcomeAccess().getNONEEnumLiteralDeclaration_5());
                      			
                    }

                    }


                    }
                    break;
                case 7 :
                    // InternalIsolang.g:5081:3: (enumLiteral_6= 'yes' )
                    {
                    // InternalIsolang.g:5081:3: (enumLiteral_6= 'yes' )
                    // InternalIsolang.g:5082:4: enumLiteral_6= 'yes'
                    {
                    enumLiteral_6=(Token)match(input,100,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getOutcomeAccess().getYESEnumLiteralDeclaration_6().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_6, grammarAccess.getOutcomeAccess().getYESEnumLiteralDeclaration_6());
                      			
                    }

                    }


                    }
                    break;
                case 8 :
                    // InternalIsolang.g:5089:3: (enumLiteral_7= 'no' )
                    {
                    // InternalIsolang.g:5089:3: (enumLiteral_7= 'no' )
                    // InternalIsolang.g:5090:4: enumLiteral_7= 'no'
                    {
                    enumLiteral_7=(Token)match(input,72,FOLLOW_2); if (state.failed) return current;
                    if ( state.backtracking==0 ) {

                      				current = grammarAccess.getOutcomeAccess().getNOEnumLiteralDeclaration_7().getEnumLiteral().getInstance();
                      				newLeafNode(enumLiteral_7, grammarAccess.getOutcomeAccess().getNOEnumLiteralDeclaration_7());
                      			
                    }

                    }


                    }
                    break;

            }


            }

            if ( state.backtracking==0 ) {

              	leaveRule();

            }
        }

            catch (RecognitionException re) {
                recover(input,re);
                appendSkippedTokens();
            }
        finally {
        }
        return current;
    }
    // $ANTLR end "ruleOutcome"

    // $ANTLR start synpred1_InternalIsolang
    public final void synpred1_InternalIsolang_fragment() throws RecognitionException {   
        // InternalIsolang.g:1310:4: ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )
        // InternalIsolang.g:1310:5: ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) )
        {
        // InternalIsolang.g:1310:5: ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) )
        // InternalIsolang.g:1311:5: () ( ( ruleQuantifier ) ) ( ( ruleDecl ) )
        {
        // InternalIsolang.g:1311:5: ()
        // InternalIsolang.g:1312:5: 
        {
        }

        // InternalIsolang.g:1313:5: ( ( ruleQuantifier ) )
        // InternalIsolang.g:1314:6: ( ruleQuantifier )
        {
        // InternalIsolang.g:1314:6: ( ruleQuantifier )
        // InternalIsolang.g:1315:7: ruleQuantifier
        {
        pushFollow(FOLLOW_35);
        ruleQuantifier();

        state._fsp--;
        if (state.failed) return ;

        }


        }

        // InternalIsolang.g:1318:5: ( ( ruleDecl ) )
        // InternalIsolang.g:1319:6: ( ruleDecl )
        {
        // InternalIsolang.g:1319:6: ( ruleDecl )
        // InternalIsolang.g:1320:7: ruleDecl
        {
        pushFollow(FOLLOW_2);
        ruleDecl();

        state._fsp--;
        if (state.failed) return ;

        }


        }


        }


        }
    }
    // $ANTLR end synpred1_InternalIsolang

    // Delegated rules

    public final boolean synpred1_InternalIsolang() {
        state.backtracking++;
        int start = input.mark();
        try {
            synpred1_InternalIsolang_fragment(); // can never throw exception
        } catch (RecognitionException re) {
            System.err.println("impossible: "+re);
        }
        boolean success = !state.failed;
        input.rewind(start);
        state.backtracking--;
        state.failed=false;
        return success;
    }


    protected DFA23 dfa23 = new DFA23(this);
    protected DFA65 dfa65 = new DFA65(this);
    static final String dfa_1s = "\15\uffff";
    static final String dfa_2s = "\11\uffff\1\7\3\uffff";
    static final String dfa_3s = "\1\4\1\uffff\4\4\3\uffff\1\17\1\4\1\uffff\1\21";
    static final String dfa_4s = "\1\136\1\uffff\4\136\3\uffff\1\60\1\136\1\uffff\1\53";
    static final String dfa_5s = "\1\uffff\1\1\4\uffff\1\2\1\3\1\1\2\uffff\1\1\1\uffff";
    static final String dfa_6s = "\1\3\1\uffff\1\1\1\2\1\0\1\5\3\uffff\1\4\2\uffff\1\6}>";
    static final String[] dfa_7s = {
            "\1\7\40\uffff\2\7\5\uffff\4\7\3\uffff\1\6\16\uffff\6\7\1\3\1\2\1\4\1\5\1\1\22\7",
            "",
            "\1\11\47\uffff\4\7\2\uffff\1\10\17\uffff\6\7\5\uffff\22\7",
            "\1\11\47\uffff\4\7\2\uffff\1\10\17\uffff\6\7\5\uffff\22\7",
            "\1\11\47\uffff\4\7\2\uffff\1\10\17\uffff\6\7\5\uffff\22\7",
            "\1\11\47\uffff\4\7\2\uffff\1\10\17\uffff\6\7\5\uffff\22\7",
            "",
            "",
            "",
            "\2\7\1\13\4\uffff\4\7\1\12\12\7\3\uffff\4\7\4\uffff\1\7",
            "\1\14\40\uffff\2\7\5\uffff\4\7\3\uffff\1\7\16\uffff\35\7",
            "",
            "\1\13\1\uffff\1\7\1\uffff\2\7\2\uffff\1\7\1\12\1\7\1\uffff\17\7"
    };

    static final short[] dfa_1 = DFA.unpackEncodedString(dfa_1s);
    static final short[] dfa_2 = DFA.unpackEncodedString(dfa_2s);
    static final char[] dfa_3 = DFA.unpackEncodedStringToUnsignedChars(dfa_3s);
    static final char[] dfa_4 = DFA.unpackEncodedStringToUnsignedChars(dfa_4s);
    static final short[] dfa_5 = DFA.unpackEncodedString(dfa_5s);
    static final short[] dfa_6 = DFA.unpackEncodedString(dfa_6s);
    static final short[][] dfa_7 = unpackEncodedStringArray(dfa_7s);

    class DFA23 extends DFA {

        public DFA23(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 23;
            this.eot = dfa_1;
            this.eof = dfa_2;
            this.min = dfa_3;
            this.max = dfa_4;
            this.accept = dfa_5;
            this.special = dfa_6;
            this.transition = dfa_7;
        }
        public String getDescription() {
            return "1308:2: ( ( ( ( () ( ( ruleQuantifier ) ) ( ( ruleDecl ) ) ) )=>this_Quantified_0= ruleQuantified ) | this_Let_1= ruleLet | this_Iff_2= ruleIff )";
        }
        public int specialStateTransition(int s, IntStream _input) throws NoViableAltException {
            TokenStream input = (TokenStream)_input;
        	int _s = s;
            switch ( s ) {
                    case 0 : 
                        int LA23_4 = input.LA(1);

                         
                        int index23_4 = input.index();
                        input.rewind();
                        s = -1;
                        if ( ((LA23_4>=44 && LA23_4<=47)||(LA23_4>=66 && LA23_4<=71)||(LA23_4>=77 && LA23_4<=94)) ) {s = 7;}

                        else if ( (LA23_4==RULE_ID) ) {s = 9;}

                        else if ( (LA23_4==50) && (synpred1_InternalIsolang())) {s = 8;}

                         
                        input.seek(index23_4);
                        if ( s>=0 ) return s;
                        break;
                    case 1 : 
                        int LA23_2 = input.LA(1);

                         
                        int index23_2 = input.index();
                        input.rewind();
                        s = -1;
                        if ( (LA23_2==50) && (synpred1_InternalIsolang())) {s = 8;}

                        else if ( (LA23_2==RULE_ID) ) {s = 9;}

                        else if ( ((LA23_2>=44 && LA23_2<=47)||(LA23_2>=66 && LA23_2<=71)||(LA23_2>=77 && LA23_2<=94)) ) {s = 7;}

                         
                        input.seek(index23_2);
                        if ( s>=0 ) return s;
                        break;
                    case 2 : 
                        int LA23_3 = input.LA(1);

                         
                        int index23_3 = input.index();
                        input.rewind();
                        s = -1;
                        if ( (LA23_3==50) && (synpred1_InternalIsolang())) {s = 8;}

                        else if ( (LA23_3==RULE_ID) ) {s = 9;}

                        else if ( ((LA23_3>=44 && LA23_3<=47)||(LA23_3>=66 && LA23_3<=71)||(LA23_3>=77 && LA23_3<=94)) ) {s = 7;}

                         
                        input.seek(index23_3);
                        if ( s>=0 ) return s;
                        break;
                    case 3 : 
                        int LA23_0 = input.LA(1);

                         
                        int index23_0 = input.index();
                        input.rewind();
                        s = -1;
                        if ( (LA23_0==76) && (synpred1_InternalIsolang())) {s = 1;}

                        else if ( (LA23_0==73) ) {s = 2;}

                        else if ( (LA23_0==72) ) {s = 3;}

                        else if ( (LA23_0==74) ) {s = 4;}

                        else if ( (LA23_0==75) ) {s = 5;}

                        else if ( (LA23_0==51) ) {s = 6;}

                        else if ( (LA23_0==RULE_ID||(LA23_0>=37 && LA23_0<=38)||(LA23_0>=44 && LA23_0<=47)||(LA23_0>=66 && LA23_0<=71)||(LA23_0>=77 && LA23_0<=94)) ) {s = 7;}

                         
                        input.seek(index23_0);
                        if ( s>=0 ) return s;
                        break;
                    case 4 : 
                        int LA23_9 = input.LA(1);

                         
                        int index23_9 = input.index();
                        input.rewind();
                        s = -1;
                        if ( (LA23_9==EOF||(LA23_9>=15 && LA23_9<=16)||(LA23_9>=22 && LA23_9<=25)||(LA23_9>=27 && LA23_9<=36)||(LA23_9>=40 && LA23_9<=43)||LA23_9==48) ) {s = 7;}

                        else if ( (LA23_9==26) ) {s = 10;}

                        else if ( (LA23_9==17) && (synpred1_InternalIsolang())) {s = 11;}

                         
                        input.seek(index23_9);
                        if ( s>=0 ) return s;
                        break;
                    case 5 : 
                        int LA23_5 = input.LA(1);

                         
                        int index23_5 = input.index();
                        input.rewind();
                        s = -1;
                        if ( ((LA23_5>=44 && LA23_5<=47)||(LA23_5>=66 && LA23_5<=71)||(LA23_5>=77 && LA23_5<=94)) ) {s = 7;}

                        else if ( (LA23_5==RULE_ID) ) {s = 9;}

                        else if ( (LA23_5==50) && (synpred1_InternalIsolang())) {s = 8;}

                         
                        input.seek(index23_5);
                        if ( s>=0 ) return s;
                        break;
                    case 6 : 
                        int LA23_12 = input.LA(1);

                         
                        int index23_12 = input.index();
                        input.rewind();
                        s = -1;
                        if ( (LA23_12==19||(LA23_12>=21 && LA23_12<=22)||LA23_12==25||LA23_12==27||(LA23_12>=29 && LA23_12<=43)) ) {s = 7;}

                        else if ( (LA23_12==26) ) {s = 10;}

                        else if ( (LA23_12==17) && (synpred1_InternalIsolang())) {s = 11;}

                         
                        input.seek(index23_12);
                        if ( s>=0 ) return s;
                        break;
            }
            if (state.backtracking>0) {state.failed=true; return -1;}
            NoViableAltException nvae =
                new NoViableAltException(getDescription(), 23, _s, input);
            error(nvae);
            throw nvae;
        }
    }
    static final String dfa_8s = "\11\uffff";
    static final String dfa_9s = "\1\4\1\21\1\uffff\2\4\2\uffff\2\40";
    static final String dfa_10s = "\1\64\1\137\1\uffff\1\64\1\4\2\uffff\2\137";
    static final String dfa_11s = "\2\uffff\1\3\2\uffff\1\2\1\1\2\uffff";
    static final String dfa_12s = "\11\uffff}>";
    static final String[] dfa_13s = {
            "\1\1\57\uffff\1\2",
            "\1\3\16\uffff\1\6\12\uffff\1\4\13\uffff\1\5\47\uffff\1\6",
            "",
            "\1\7\57\uffff\1\2",
            "\1\10",
            "",
            "",
            "\1\6\12\uffff\1\4\13\uffff\1\5\47\uffff\1\6",
            "\1\6\12\uffff\1\4\13\uffff\1\5\47\uffff\1\6"
    };

    static final short[] dfa_8 = DFA.unpackEncodedString(dfa_8s);
    static final char[] dfa_9 = DFA.unpackEncodedStringToUnsignedChars(dfa_9s);
    static final char[] dfa_10 = DFA.unpackEncodedStringToUnsignedChars(dfa_10s);
    static final short[] dfa_11 = DFA.unpackEncodedString(dfa_11s);
    static final short[] dfa_12 = DFA.unpackEncodedString(dfa_12s);
    static final short[][] dfa_13 = unpackEncodedStringArray(dfa_13s);

    class DFA65 extends DFA {

        public DFA65(BaseRecognizer recognizer) {
            this.recognizer = recognizer;
            this.decisionNumber = 65;
            this.eot = dfa_8;
            this.eof = dfa_8;
            this.min = dfa_9;
            this.max = dfa_10;
            this.accept = dfa_11;
            this.special = dfa_12;
            this.transition = dfa_13;
        }
        public String getDescription() {
            return "3310:3: ( ( () ( ( (lv_name_2_0= RULE_ID ) ) otherlv_3= ':' )? ( ( ruleQualifiedName ) ) ( (lv_relation_5_0= ruleRelation ) ) ( ( ruleQualifiedName ) ) ( (lv_scope_7_0= ruleScopeSpec ) )? ( (lv_expect_8_0= ruleExpect ) )? ) | ( () ( ( (lv_name_10_0= RULE_ID ) ) otherlv_11= ':' )? ( ( ruleQualifiedName ) ) otherlv_13= 'allowed' otherlv_14= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_16_0= ruleScopeSpec ) )? ( (lv_expect_17_0= ruleExpect ) )? ) | ( () ( ( (lv_name_19_0= RULE_ID ) ) otherlv_20= ':' )? otherlv_21= 'history' ( (lv_file_22_0= RULE_STRING ) ) otherlv_23= 'allowed' otherlv_24= 'by' ( ( ruleQualifiedName ) ) ( (lv_scope_26_0= ruleScopeSpec ) )? ( (lv_expect_27_0= ruleExpect ) )? ) )";
        }
    }
 

    public static final BitSet FOLLOW_1 = new BitSet(new long[]{0x0000000000000000L});
    public static final BitSet FOLLOW_2 = new BitSet(new long[]{0x0000000000000002L});
    public static final BitSet FOLLOW_3 = new BitSet(new long[]{0x0000000000000010L});
    public static final BitSet FOLLOW_4 = new BitSet(new long[]{0x4650000011103002L});
    public static final BitSet FOLLOW_5 = new BitSet(new long[]{0x4650000011102002L});
    public static final BitSet FOLLOW_6 = new BitSet(new long[]{0x0000000000004000L});
    public static final BitSet FOLLOW_7 = new BitSet(new long[]{0x0000000011818000L});
    public static final BitSet FOLLOW_8 = new BitSet(new long[]{0x0000000000020000L});
    public static final BitSet FOLLOW_9 = new BitSet(new long[]{0x0000000000000000L,0x00000000000000F8L});
    public static final BitSet FOLLOW_10 = new BitSet(new long[]{0x00000000000C0002L});
    public static final BitSet FOLLOW_11 = new BitSet(new long[]{0x0000000000080000L});
    public static final BitSet FOLLOW_12 = new BitSet(new long[]{0x0000000000204002L});
    public static final BitSet FOLLOW_13 = new BitSet(new long[]{0x0000000000404002L});
    public static final BitSet FOLLOW_14 = new BitSet(new long[]{0x0000000011808000L});
    public static final BitSet FOLLOW_15 = new BitSet(new long[]{0x0008F06000000010L,0x000000007FFFFFFCL});
    public static final BitSet FOLLOW_16 = new BitSet(new long[]{0x0000000002084000L});
    public static final BitSet FOLLOW_17 = new BitSet(new long[]{0x0000000008000010L});
    public static final BitSet FOLLOW_18 = new BitSet(new long[]{0x000000000C000000L});
    public static final BitSet FOLLOW_19 = new BitSet(new long[]{0x0000000000084000L});
    public static final BitSet FOLLOW_20 = new BitSet(new long[]{0x0000000000008000L});
    public static final BitSet FOLLOW_21 = new BitSet(new long[]{0x0000000002020000L});
    public static final BitSet FOLLOW_22 = new BitSet(new long[]{0x0000000004020000L});
    public static final BitSet FOLLOW_23 = new BitSet(new long[]{0x0000000020000002L});
    public static final BitSet FOLLOW_24 = new BitSet(new long[]{0x00000000C0000002L});
    public static final BitSet FOLLOW_25 = new BitSet(new long[]{0x0000000300000002L});
    public static final BitSet FOLLOW_26 = new BitSet(new long[]{0x0000000C00000002L});
    public static final BitSet FOLLOW_27 = new BitSet(new long[]{0x0000001000400002L});
    public static final BitSet FOLLOW_28 = new BitSet(new long[]{0x000000E000280002L});
    public static final BitSet FOLLOW_29 = new BitSet(new long[]{0x0000008000280000L});
    public static final BitSet FOLLOW_30 = new BitSet(new long[]{0x0000030000000002L});
    public static final BitSet FOLLOW_31 = new BitSet(new long[]{0x0000040000000002L});
    public static final BitSet FOLLOW_32 = new BitSet(new long[]{0x0000000002000002L});
    public static final BitSet FOLLOW_33 = new BitSet(new long[]{0x0000080000000002L});
    public static final BitSet FOLLOW_34 = new BitSet(new long[]{0x0001000000000000L});
    public static final BitSet FOLLOW_35 = new BitSet(new long[]{0x0004000000000010L});
    public static final BitSet FOLLOW_36 = new BitSet(new long[]{0x0002000004000000L});
    public static final BitSet FOLLOW_37 = new BitSet(new long[]{0x0000000000200000L});
    public static final BitSet FOLLOW_38 = new BitSet(new long[]{0x0020000000008000L});
    public static final BitSet FOLLOW_39 = new BitSet(new long[]{0x0000000000008010L});
    public static final BitSet FOLLOW_40 = new BitSet(new long[]{0x0000000000000020L});
    public static final BitSet FOLLOW_41 = new BitSet(new long[]{0x0000000004000000L});
    public static final BitSet FOLLOW_42 = new BitSet(new long[]{0x0000000008000000L});
    public static final BitSet FOLLOW_43 = new BitSet(new long[]{0x0000000000000012L});
    public static final BitSet FOLLOW_44 = new BitSet(new long[]{0x0000800000000000L});
    public static final BitSet FOLLOW_45 = new BitSet(new long[]{0x0010000000000010L});
    public static final BitSet FOLLOW_46 = new BitSet(new long[]{0x0000000100000000L,0x0000000080000000L});
    public static final BitSet FOLLOW_47 = new BitSet(new long[]{0x8000000000000002L,0x0000000000000002L});
    public static final BitSet FOLLOW_48 = new BitSet(new long[]{0x8000000000000002L});
    public static final BitSet FOLLOW_49 = new BitSet(new long[]{0x0080000000000000L});
    public static final BitSet FOLLOW_50 = new BitSet(new long[]{0x0100000000000000L});
    public static final BitSet FOLLOW_51 = new BitSet(new long[]{0x0010000000000000L});
    public static final BitSet FOLLOW_52 = new BitSet(new long[]{0x0000000000000040L});
    public static final BitSet FOLLOW_53 = new BitSet(new long[]{0x0000000000004010L});
    public static final BitSet FOLLOW_54 = new BitSet(new long[]{0x0000000004008000L});
    public static final BitSet FOLLOW_55 = new BitSet(new long[]{0x8000002000000002L,0x0000000000000002L});
    public static final BitSet FOLLOW_56 = new BitSet(new long[]{0x0800000000000000L});
    public static final BitSet FOLLOW_57 = new BitSet(new long[]{0x0000002004000000L});
    public static final BitSet FOLLOW_58 = new BitSet(new long[]{0xB000000004000002L,0x0000000000000002L});
    public static final BitSet FOLLOW_59 = new BitSet(new long[]{0xA000000000000002L,0x0000000000000002L});
    public static final BitSet FOLLOW_60 = new BitSet(new long[]{0x0000000000200000L,0x0000000000000001L});
    public static final BitSet FOLLOW_61 = new BitSet(new long[]{0x0000000000200002L,0x0000000000000001L});
    public static final BitSet FOLLOW_62 = new BitSet(new long[]{0x0000000000000000L,0x0000001F88000100L});
    public static final BitSet FOLLOW_63 = new BitSet(new long[]{0x0000000004000002L});
    public static final BitSet FOLLOW_64 = new BitSet(new long[]{0x0000000000000012L,0x0000000000000004L});
    public static final BitSet FOLLOW_65 = new BitSet(new long[]{0x0000400000000000L});

}