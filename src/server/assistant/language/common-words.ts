import { normalizedWordSets } from '#server/assistant/analysis/normalize-text'
import type { AssistantLanguage } from './languages.ts'

// Frequent words per language, written from general knowledge of each language (function words, question
// words, everyday verbs and the vocabulary of support questions to a dealer). Short messages often have
// too few letters for n-gram statistics to separate Norwegian, Danish and Swedish, but almost every such
// message holds a few of these words, and their spelling differs between the three (hva/hvad/vad,
// meg/mig/mig, av/af/av, ikke/ikke/inte). Words are stored as normalizeText() would write them (accents
// other than the Nordic letters folded), so "qué" matches "que". A word may belong to several languages;
// only words that belong to some languages and not to others discriminate.
const WORDS: Record<AssistantLanguage, string> = {
  no: `og i på til av for med er var har hadde det den de en et ei som jeg du han hun vi dere meg deg seg oss
    dem min mitt mine din ditt dine sin sitt sine vår vårt våre deres hans hennes ikke ikkje ja nei hva kva
    hvem hvor kor hvordan korleis hvorfor hvilken hvilket hvilke når om at å fra etter før under over mellom
    gjennom uten mot hos ved innen enn men eller så også bare nå da her der noe noen ingen intet alle alt hver
    hvert mye mange mer mest litt lite få kan kunne vil ville skal skulle må måtte bør burde blir bli ble blitt
    være vært været får fikk gjør gjøre gjorde gjort går gå gikk kommer komme kom ser se så sa si sier tar ta
    tok gi gir ga finner finne finn fant vet vite trenger trenge trengs hjelp hjelpe bruke bruker brukt kjøpe
    kjøper kjøpt kjøre kjører selge selger bestille bestiller bestilte bestilling bestillingen endre endret
    slette slett legge legg sett sette setter vis viser vise spill spille spiller lage lag lager laget hente
    sende send sendt sendte motta mottatt mottok igjen allerede fortsatt enda ennå kanskje veldig helt ganske
    hei hallo takk tusen god godt dag dagen morgen kveld kvelden natt uke uka måned måneden år året klokka
    klokken time timer minutt minutter dager neste forrige første andre siste ny nytt nye gammel gamle stor
    stort store liten lille små feil riktig mulig hvis fordi mens selv egen eget egne samme annen annet slik
    sånn sammen alltid aldri ofte dessverre pris prisen priser betale betaling faktura fakturaen levering
    leveringen reservedel reservedeler deler garanti garantien verksted verkstedet bil bilen maskin maskinen
    forhandler forhandleren kunde kunden kunder ordre ordren vare varen varer kontakt telefon epost navn
    adresse spørsmål svar problem problemet fungerer virker snakke menneske person ansatt skjema skjemaet
    avtale avtalen konto kontoen passord logge inn ut hjemme hjem ute inne snø regn vær været kaldt varmt
    tenn slukk skru slå åpne lukk avbestill avlys stopp start spør spørre lurer lurte ønsker ønske bok boka
    liste lista uken timen tida tiden sjekke sjekk oppdatere oppdatert gratis billig dyr dyrt tilbud`,
  da: `og i på til af for med er var har havde det den de en et som jeg du han hun vi mig dig sig os dem jer
    min mit mine din dit dine sin sit sine vores jeres hans hendes ikke ja nej hvad hvem hvor hvordan hvorfor
    hvilken hvilket hvilke hvornår når om at fra efter før under over mellem gennem uden mod hos ved inden end
    men eller så også bare nu da her der noget nogen nogle ingen intet alle alt hver hvert meget mange mere
    mest lidt få kan kunne vil ville skal skulle må måtte bør burde bliver blive blev blevet være været får fik
    gør gøre gjorde gjort går gå gik kommer komme kom ser se sagde sige siger tager tage tog give giver gav
    finder finde find fandt ved vide behøver behøve brug bruge bruger brugt hjælp hjælpe købe køber købt køre
    kører sælge sælger bestille bestiller bestilte bestilling bestillingen ændre ændr ændret slette slet
    lægge læg sæt sætte sætter vis viser vise spil spille spiller lave lav laver lavet hente sende send sendt
    sendte modtage modtaget modtog igen allerede stadig endnu måske rigtig helt ret hej hallo tak tusind god
    godt dag dagen morgen aften aftenen nat uge ugen måned måneden år året klokken time timer minut minutter
    dage næste forrige første anden andet sidste ny nyt nye gammel gamle stor stort store lille små fejl
    rigtigt mulig muligt hvis fordi mens selv egen eget egne samme sådan sammen altid aldrig ofte desværre
    pris prisen priser betale betaling faktura fakturaen levering leveringen reservedel reservedele dele
    garanti garantien værksted værkstedet bil bilen maskine maskinen forhandler forhandleren kunde kunden
    kunder ordre ordren vare varen varer kontakt telefon e-mail mail navn adresse spørgsmål svar problem
    problemet fungerer virker snakke tale menneske person medarbejder skema skemaet aftale aftalen konto
    kontoen adgangskode logge ind ud hjemme hjem ude inde sne regn vejr vejret koldt varmt tænd sluk skru slå
    åbn åbne luk aflys afbestil annuller stop start spørg spørge undrer ønsker ønske bog bogen liste listen
    tiden sat tjek tjekke opdatere opdateret gratis billig dyr dyrt tilbud tilføj tilføje påmindelse`,
  sv: `och i på till av för med är var har hade det den de en ett som jag du han hon vi ni mig dig sig oss dem
    er min mitt mina din ditt dina sin sitt sina vår vårt våra deras hans hennes inte ej ja nej vad vem var
    hur varför vilken vilket vilka när om att från efter före under över mellan genom utan mot hos vid inom
    än men eller så också bara nu då här där något någon några ingen inget inga alla allt varje mycket många
    mer mest lite få kan kunna vill ville ska skall skulle måste bör borde blir bli blev blivit vara varit
    får fick gör göra gjorde gjort går gå gick kommer komma kom ser se sa säga säger tar ta tog ge ger gav
    hittar hitta hittade vet veta behöver behöva hjälp hjälpa använda använder använt köpa köper köpt köra
    kör sälja säljer beställa beställer beställde beställning beställningen ändra ändrat radera lägga lägg
    sätt sätta sätter visa visar spela spelar skapa gör hämta skicka skickat skickade ta emot fått igen redan
    fortfarande ännu kanske väldigt helt ganska hej hallå tack tusen god gott dag dagen morgon kväll kvällen
    natt vecka veckan månad månaden år året klockan timme timmar minut minuter dagar nästa förra första andra
    sista ny nytt nya gammal gamla stor stort stora liten litet lilla små fel rätt möjligt eftersom medan själv
    egen eget egna samma annan annat sådan sådant tillsammans alltid aldrig ofta tyvärr pris priset priser
    betala betalning faktura fakturan leverans leveransen reservdel reservdelar delar garanti garantin
    verkstad verkstaden bil bilen maskin maskinen återförsäljare kund kunden kunder order ordern vara varan
    varor kontakt telefon e-post mejl namn adress fråga frågor svar problem problemet fungerar funkar prata
    människa person anställd blankett avtal avtalet konto kontot lösenord logga in ut hemma hem ute inne snö
    regn väder vädret kallt varmt tänd släck skruva slå öppna stäng avboka stoppa starta undrar önskar bok
    boken lista listan tiden kolla uppdatera uppdaterad gratis billig dyr dyrt erbjudande idag imorgon`,
  en: `the a an and or of to in on at for with from by about is are was were be been being have has had do
    does did not no yes can could will would should shall may might must i you he she it we they me him her us
    them my your his its our their this that these those what which who whom whose when where why how there
    here all any some many much more most other such only also just than then so if because but as into out up
    down over under again still yet please help thanks thank hi hello get got make made use used find need
    want know see go going come show set turn tell ask order price buy pay delivery service warranty car
    machine dealer customer part parts contact phone email name address question answer problem error work
    works working change replace new old first last next day week month year today tomorrow time hours
    minutes talk speak person human someone account password login log sign send sent receive received invoice
    cost costs free cheap expensive cancel delete remove add play stop start open close wake remind why don't doesn't can't i'm it's`,
  de: `der die das den dem des ein eine einen einem einer eines und oder aber nicht kein keine ist sind war
    waren bin bist sein haben hat hatte habe hast wird werden wurde kann kannst können konnte muss müssen soll
    sollen will wollen möchte ich du er sie es wir ihr mich dich sich uns euch mein meine meinen dein deine
    unser unsere was wer wo wie warum wann welche welcher welches wohin woher mit von vom zu zum zur für auf
    an am im in aus bei beim nach vor über unter durch ohne gegen um bis seit auch noch schon nur sehr mehr
    viel viele alle alles hier dort dann wenn weil dass ob als bitte danke hallo ja nein gibt geht gehen
    machen macht finden finde brauche brauchen kaufen bestellen ändern löschen zeigen zeige spielen stelle
    stellen heute morgen woche monat jahr uhr stunde stunden minuten tag neu neue neuen alt erste letzte
    nächste fehler frage antwort preis lieferung garantie werkstatt auto maschine händler kunde kunden teil
    teile ersatzteile kontakt telefon name adresse sprechen mensch mitarbeiter konto passwort rechnung kosten zeig lösche lösch stell spiel mach such suche`,
  fr: `le la les l un une des du de d et ou mais ne pas plus est sont suis es etre avoir ai as a avons avez ont
    fait faire peux peut pouvez veux voudrais je j tu il elle nous vous ils elles me m te se s moi toi lui leur
    mon ma mes ton ta tes son sa ses notre votre nos vos quoi que qu qui ou comment pourquoi quand quel quelle
    quels quelles avec pour par sur sous dans en au aux chez sans entre vers depuis aussi encore deja tres
    bien tout tous toute toutes ici la alors si parce merci bonjour salut oui non plait trouver acheter
    commander changer supprimer montrer aujourd'hui demain semaine mois an annee heure heures minutes jour
    nouveau nouvelle premier derniere dernier prochain erreur question reponse prix livraison garantie
    voiture machine concessionnaire client piece pieces contact telephone nom adresse parler personne humain
    compte mot passe facture cout c'est`,
  es: `el la los las un una unos unas y o pero no si es son soy eres esta estan estoy ser estar hay tengo
    tiene tienen hacer hace puedo puede pueden quiero quisiera yo tu el ella nosotros vosotros ellos ellas me
    te se mi mis su sus nuestro nuestra que quien donde como cuando cual cuales con para por sobre bajo en de
    del al entre hasta desde sin tambien ya muy mas todo todos toda todas aqui alli entonces porque gracias
    hola buenos buenas dias favor encontrar comprar pedir cambiar borrar mostrar hoy manana semana mes ano
    hora horas minutos dia nuevo nueva primero ultimo proximo error pregunta respuesta precio entrega
    garantia coche maquina concesionario cliente pieza piezas contacto telefono nombre direccion hablar
    persona humano cuenta contrasena factura cuesta`,
}

export const COMMON_WORDS: Record<AssistantLanguage, ReadonlySet<string>> = normalizedWordSets(WORDS)
