/** The help centre's flow, open while its modal is (/help); the term comes from the page's #hash. */
import { connectHelpCentre, type HelpCentreView } from '@machines/support/helpCentre.connect';
import { useFlow } from '../../app/actors';
import { helpCentreLogic } from '../../app/wiring/support/helpCentre';
import { FLOW } from '../../app/flowKeys';

/** The flow opens with the term and the language; a later change of either is told as SELECT or LANGUAGE. */
export const useHelpCentre = (term: string | null, language: string): HelpCentreView =>
  useFlow(FLOW.helpCentre, helpCentreLogic, connectHelpCentre, {
    input: { term, language },
    props: [
      { type: 'SELECT', term },
      { type: 'LANGUAGE', language },
    ],
  });
